import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';

const items = () => document.querySelectorAll<HTMLElement>('nav.top_menu li.menu-item-has-children');
const hovered = (el: Element) => el.classList.contains('hovered');

async function page() {
  await loadPage('/');
  startWidgets();
  // The first pointer over a menu loads the code.
  fireEvent.mouseOver(items()[1]!, { clientX: 0, clientY: 0 });
  await waitFor(() => expect(hovered(items()[1]!)).toBe(true), { timeout: 2000 });
  fireEvent.mouseOut(items()[1]!, { relatedTarget: document.body });
  await waitFor(() => expect(hovered(items()[1]!)).toBe(false));
}

describe('header menus with hover intent', () => {
  it('opens an item once the pointer rests on it for 100 ms, and closes 120 ms after it leaves', async () => {
    await page();
    vi.useFakeTimers();
    const item = items()[0]!;
    fireEvent.mouseOver(item.querySelector('a')!, { clientX: 10, clientY: 10, relatedTarget: document.body });
    vi.advanceTimersByTime(99);
    expect(hovered(item)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(hovered(item)).toBe(true);
    expect(item.querySelector(':scope > a')!.getAttribute('aria-expanded')).toBe('true');
    // Moving inside the item (onto its submenu) does not count as leaving.
    fireEvent.mouseOut(item.querySelector('a')!, { relatedTarget: item.querySelector('.sub-menu a') });
    vi.advanceTimersByTime(500);
    expect(hovered(item)).toBe(true);
    fireEvent.mouseOut(item, { relatedTarget: document.body });
    vi.advanceTimersByTime(119);
    expect(hovered(item)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hovered(item)).toBe(false);
  });

  it('passes over an item the pointer only crosses', async () => {
    await page();
    vi.useFakeTimers();
    const item = items()[0]!;
    fireEvent.mouseOver(item, { clientX: 10, clientY: 10, relatedTarget: document.body });
    fireEvent.mouseMove(item, { clientX: 40, clientY: 12 });
    vi.advanceTimersByTime(100);
    fireEvent.mouseOut(item, { clientX: 70, clientY: 12, relatedTarget: document.body });
    vi.advanceTimersByTime(500);
    expect(hovered(item)).toBe(false);
  });

  it('opens with the keyboard: focus inside opens, focus leaving closes, Esc closes and returns to the link', async () => {
    await page();
    const item = items()[0]!;
    const link = item.querySelector<HTMLElement>(':scope > a')!;
    link.focus();
    expect(hovered(item)).toBe(true);
    const subLink = item.querySelector<HTMLElement>('.sub-menu a')!;
    subLink.focus();
    expect(hovered(item)).toBe(true);
    fireEvent.keyDown(subLink, { key: 'Escape' });
    expect(hovered(item)).toBe(false);
    expect(document.activeElement).toBe(link);
    document.querySelector<HTMLElement>('.logo_section')!.focus();
    link.focus();
    expect(hovered(item)).toBe(true);
    document.querySelector<HTMLElement>('.logo_section')!.focus();
    expect(hovered(item)).toBe(false);
  });

  it('on touch, the first tap opens the submenu and the second follows the link', async () => {
    await page();
    const item = items()[0]!;
    const link = item.querySelector(':scope > a')!;
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(hovered(item)).toBe(true);
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    fireEvent.click(document.querySelector('main')!);
    expect(hovered(item)).toBe(false);
  });

  it("on touch, in the browser's real order (pointerdown, mouseover, mousedown, focusin, click), the first tap only opens", async () => {
    await page();
    const item = items()[0]!;
    const link = item.querySelector<HTMLElement>(':scope > a')!;
    /** One tap as Chromium fires it; focus moves to the link (focusin) only when it is not there yet. */
    const tap = () => {
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      fireEvent.mouseOver(link, { relatedTarget: document.body });
      fireEvent.mouseDown(link);
      link.focus();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      return click;
    };
    expect(tap().defaultPrevented).toBe(true); // stays on the page
    expect(hovered(item)).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(tap().defaultPrevented).toBe(false); // follows the link
    // A mouse click is no tap: it follows the link.
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
