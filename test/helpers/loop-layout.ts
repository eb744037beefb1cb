import { vi } from 'vitest';

/**
 * A product loop laid out as a grid for jsdom (which lays nothing out): card i of a loop sits in
 * row ⌊i / columns⌋, ROW_PX apart, moved up by the page's scroll; a ResizeObserver that reports
 * when the test says the page was laid out. For tests of what is scanned as it comes near.
 */
export const ROW_PX = 400;

export interface LoopLayout {
  /** The layout is done: every observed element is reported, as a browser does after layout. */
  laidOut(): void;
  /** Scrolls the page to y and fires its scroll event. */
  scrollTo(y: number): void;
  /** How many boxes were read. */
  boxesRead(): number;
  restore(): void;
}

export function gridLayout(columns = 4): LoopLayout {
  let scrollY = 0;
  let reads = 0;
  const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private entry: (typeof observers)[number];
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      unobserve() {}
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    reads++;
    const index = this.parentElement ? Array.prototype.indexOf.call(this.parentElement.children, this) : 0;
    const top = Math.floor(index / columns) * ROW_PX - scrollY;
    return { top, bottom: top + ROW_PX - 20, left: 0, right: 0, width: 0, height: ROW_PX - 20, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  return {
    laidOut: () =>
      [...observers].forEach(({ callback, targets }) =>
        callback(
          targets.map((target) => ({ target }) as ResizeObserverEntry),
          {} as ResizeObserver,
        ),
      ),
    scrollTo(y) {
      scrollY = y;
      document.dispatchEvent(new Event('scroll'));
    },
    boxesRead: () => reads,
    restore() {
      box.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
