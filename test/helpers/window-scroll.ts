import { vi } from 'vitest';

/**
 * jsdom has no layout and does not scroll: this gives the window a scrollY that scrollTo moves
 * (firing `scroll`), and lets a test place elements on a tall page.
 */
export function fakeWindowScroll(start = 0) {
  let y = start;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  return vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
}

/** Puts `el` at `top` px from the top of the page (its box follows the scroll position). */
export function placeAt(el: Element, top: number, height = 100): void {
  el.getBoundingClientRect = () =>
    ({
      top: top - window.scrollY,
      height,
      bottom: top - window.scrollY + height,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top - window.scrollY,
      toJSON() {},
    }) as DOMRect;
}

export function setHeight(el: Element, height: number): void {
  Object.defineProperty(el, 'offsetHeight', { configurable: true, value: height });
}

export function resetWindowScroll(): void {
  delete (window as { scrollY?: number }).scrollY;
}
