import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll, pageScrollbarWidth } from './scroll-lock';

/** A window `inner` px wide whose page is `client` px wide, on a device whose scrollbars take `bar` px. */
function screen(inner: number, client: number, bar: number): void {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(inner);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(client);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100 - bar);
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('page scroll lock', () => {
  it('pads the body by the width of the scrollbar it takes away (desktop, long page)', () => {
    screen(1280, 1265, 15);
    expect(pageScrollbarWidth()).toBe(15);
    const release = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    release();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });

  it('adds no padding when the page has no scrollbar (a short page)', () => {
    screen(1280, 1280, 15);
    lockPageScroll()();
    const release = lockPageScroll();
    expect(document.body.style.paddingRight).toBe('');
    release();
  });

  it('adds no padding on a phone, also when the page is wider than the screen (402 in 375)', () => {
    screen(402, 375, 0);
    expect(pageScrollbarWidth()).toBe(0);
    const release = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('');
    release();
  });

  it('keeps the page locked until the last of two open dialogs closes, then restores the body as it was', () => {
    screen(1280, 1265, 15);
    document.body.style.paddingRight = '4px';
    const first = lockPageScroll();
    const second = lockPageScroll();
    expect(document.body.style.paddingRight).toBe('19px');
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
  });
});
