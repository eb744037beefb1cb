import { radialAngles } from '../../src/lib/deal-visuals';
import { BAR_ANIMATION_MS } from '../../src/config/constants';
import { readData } from '../../src/dom/data-values';
import { BAR_DATA, RADIAL_DATA } from './data';

/** The bar's box, where the theme prints data-percent (`<div class="rate-bar" data-percent="85%">`). */
const BAR_BOX = '.rate-bar, .wpsm-bar';

/** A bar's percent: data-percent ("85%" or "85") on the bar or else on its box, else the width the theme printed. */
export function barPercent(bar: HTMLElement): number {
  const box = bar.parentElement?.matches(BAR_BOX) ? bar.parentElement : null;
  const source = bar.hasAttribute('data-percent') ? bar : box?.hasAttribute('data-percent') ? box : null;
  const raw = source ? readData('ratings', source, BAR_DATA).percent : bar.style.width;
  const value = Number.parseFloat(raw ?? '');
  return Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
}

function grow(bar: HTMLElement, percent: number): void {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  bar.style.transition = reduced ? 'none' : `width ${BAR_ANIMATION_MS}ms ease-out`;
  bar.style.width = `${percent}%`;
}

let observer: IntersectionObserver | undefined;
/** Bars waiting to come into view, with the percent they grow to. */
const waiting = new Map<HTMLElement, number>();

/** Bars start at 0 and grow to their percent once they are in view (one observer for all bars). */
export function animateWhenVisible(bar: HTMLElement): () => void {
  // Read before the reset to 0, which would wipe a width the theme printed.
  const percent = barPercent(bar);
  bar.style.width = '0';
  if (typeof IntersectionObserver === 'undefined') {
    // Without an observer, a frame later so the transition from 0 still runs.
    const id = setTimeout(() => grow(bar, percent), 0);
    return () => clearTimeout(id);
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const target = entry.target as HTMLElement;
      const to = waiting.get(target);
      if (!entry.isIntersecting || to === undefined) continue;
      observer!.unobserve(target);
      waiting.delete(target);
      grow(target, to);
    }
  });
  waiting.set(bar, percent);
  observer.observe(bar);
  return () => {
    waiting.delete(bar);
    observer?.unobserve(bar);
  };
}

/**
 * A radial rating: `.circle .mask.full` and `.fill:not(.fix)` by rating × 18°, `.fill.fix` by
 * rating × 36°; named with the theme's `your_rating` ("Uw Beoordeling:") and the rating.
 */
export function turnRadial(el: HTMLElement, label: string): void {
  const { rating } = readData('ratings', el, RADIAL_DATA);
  if (!Number.isFinite(rating)) return;
  const { half, fill } = radialAngles(rating);
  const rotate = (selector: string, deg: number) => el.querySelectorAll<HTMLElement>(selector).forEach((node) => (node.style.transform = `rotate(${deg}deg)`));
  rotate('.circle .mask.full', half);
  rotate('.circle .fill:not(.fix)', half);
  rotate('.circle .fill.fix', fill);
  if (!el.hasAttribute('aria-label')) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', `${label} ${String(rating).replace('.', ',')}`.trim());
  }
}
