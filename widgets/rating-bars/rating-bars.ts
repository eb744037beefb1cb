import { BAR_ANIMATION_MS } from '../../src/config/constants';
import { prefersReducedMotion } from '../../src/lib/smooth-scroll';

/** The width a bar fills to: its data-percent, else the width the server gave it. */
export function barWidth(bar: HTMLElement): string {
  const percent = Number.parseFloat(bar.dataset.percent ?? '');
  if (Number.isFinite(percent)) return `${Math.min(100, Math.max(0, percent))}%`;
  return bar.style.width || '0%';
}

/** Fills the bar from empty over 1500 ms (at once for visitors who prefer reduced motion). */
export function animate(bar: HTMLElement): void {
  const width = barWidth(bar);
  if (prefersReducedMotion()) {
    bar.style.width = width;
    return;
  }
  bar.style.transition = 'none';
  bar.style.width = '0%';
  void bar.offsetWidth; // start the transition from 0
  bar.style.transition = `width ${BAR_ANIMATION_MS}ms ease-out`;
  bar.style.width = width;
}

// One observer for every bar of the page (a listing may have hundreds).
let observer: IntersectionObserver | undefined;

export function observe(bar: HTMLElement): void {
  if (typeof IntersectionObserver !== 'function') return animate(bar);
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      animate(entry.target as HTMLElement);
    }
  });
  observer.observe(bar);
}
