import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo } from './smooth-scroll';

/** jsdom does not scroll: a window whose scrollTo moves scrollY. */
export function fakeWindowScroll(start = 0) {
  let y = start;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  return vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
}

afterEach(() => {
  delete (window as { scrollY?: number }).scrollY;
});

describe('scrollWindowTo', () => {
  it('moves over exactly the given time and ends on the target', async () => {
    fakeWindowScroll(0);
    vi.useFakeTimers();
    const done = scrollWindowTo(1000, 500);
    vi.advanceTimersByTime(250);
    expect(window.scrollY).toBeGreaterThan(300);
    expect(window.scrollY).toBeLessThan(700);
    vi.advanceTimersByTime(200);
    expect(window.scrollY).toBeLessThan(1000);
    vi.advanceTimersByTime(50);
    await done;
    expect(window.scrollY).toBe(1000);
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const scrollTo = fakeWindowScroll(0);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await scrollWindowTo(640, 500);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBe(640);
  });
});
