import { now } from './clock';
import { scrollPositionAt, scrollTopFor } from './scroll-math';

export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

let running: { cancel(): void } | undefined;

/**
 * Scrolls the window to `top` over `duration` ms (jQuery-style easing), or jumps there when the
 * visitor prefers reduced motion. A new scroll replaces the one under way. Resolves at the end.
 */
export function scrollWindowTo(top: number, duration: number): Promise<void> {
  running?.cancel();
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, top);
    return Promise.resolve();
  }
  const from = window.scrollY;
  const start = now();
  return new Promise((resolve) => {
    let frame = 0;
    const step = () => {
      const elapsed = now() - start;
      window.scrollTo(0, scrollPositionAt(from, top, elapsed, duration));
      if (elapsed >= duration) {
        running = undefined;
        resolve();
      } else frame = requestAnimationFrame(step);
    };
    running = {
      cancel() {
        cancelAnimationFrame(frame);
        resolve();
      },
    };
    frame = requestAnimationFrame(step);
  });
}

/** Scrolls so that `el` sits `offset` px below the top of the window. */
export function scrollToElement(el: Element, offset: number, duration: number): Promise<void> {
  return scrollWindowTo(scrollTopFor(el.getBoundingClientRect().top, window.scrollY, offset), duration);
}
