import { now } from '../lib/clock';
import { scrollPositionAt, scrollTopFor } from '../lib/scroll-math';

export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How a scroll ended: at its target, or cut short by a newer scroll (which now owns the page). */
export type ScrollEnd = 'done' | 'cancelled';

let running: { cancel(): void } | undefined;

/** One animation frame (~60 per second), on the timers so fake timers drive it in tests. */
const FRAME_MS = 16;

/**
 * Scrolls the window to `top` over `duration` ms (jQuery-style easing), or jumps there when the
 * visitor prefers reduced motion. A new scroll replaces the one under way: that one resolves
 * 'cancelled' at once, so its caller does not act (hash, focus) as if it had arrived.
 */
export function scrollWindowTo(top: number, duration: number): Promise<ScrollEnd> {
  running?.cancel();
  running = undefined;
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, top);
    return Promise.resolve('done');
  }
  const from = window.scrollY;
  const start = now();
  return new Promise<ScrollEnd>((resolve) => {
    let frame: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const elapsed = now() - start;
      window.scrollTo(0, scrollPositionAt(from, top, elapsed, duration));
      if (elapsed >= duration) {
        running = undefined;
        resolve('done');
      } else frame = setTimeout(step, Math.min(FRAME_MS, duration - elapsed)); // the last frame lands on the end
    };
    running = {
      cancel() {
        clearTimeout(frame);
        resolve('cancelled');
      },
    };
    frame = setTimeout(step, FRAME_MS);
  });
}

/** Scrolls so that `el` sits `offset` px below the top of the window. */
export function scrollToElement(el: Element, offset: number, duration: number): Promise<ScrollEnd> {
  return scrollWindowTo(scrollTopFor(el.getBoundingClientRect().top, window.scrollY, offset), duration);
}
