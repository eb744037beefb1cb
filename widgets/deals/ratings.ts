import { radialDegrees } from '../../src/lib/deal-visuals';
import { BAR_ANIMATION_MS } from '../../src/config/constants';
import { readData } from '../../src/dom/hooks';
import { RADIAL } from './hooks';
import { BAR_DATA, RADIAL_DATA } from './data';
import type { WidgetContext } from '../../mount/types';

/**
 * A bar's percent, 0 to 100: data-percent ("85%" or "85") on the bar or else on its box
 * (`.rate-bar`, `.wpsm-bar`, where the theme prints it), else the width the theme printed;
 * 0 when neither is a number.
 */
export function barPercent(bar: HTMLElement): number {
  const source = bar.closest('[data-percent]');
  return Math.max(0, Math.min(100, Number.parseFloat(source ? readData('ratings', source, BAR_DATA).percent : bar.style.width))) || 0;
}

/**
 * A bar grows from 0 to its percent over 1500 ms (SPEC §9), as the theme's animate() does, when
 * it comes near the viewport (the scanner runs this then); at once for a shopper who asked for
 * less motion, or where the browser cannot animate.
 */
export function grow(bar: HTMLElement): void {
  const width = `${barPercent(bar)}%`;
  bar.style.width = width;
  if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    bar.animate?.({ width: ['0', width] }, { duration: BAR_ANIMATION_MS, easing: 'ease-out' });
}

/**
 * A radial rating: `.circle .mask.full` and `.fill:not(.fix)` by rating × 18°, `.fill.fix` by
 * rating × 36°; named with the theme's `your_rating` ("Uw Beoordeling:") and the rating.
 */
export function turnRadial(el: HTMLElement, label: string): void {
  const { rating } = readData('ratings', el, RADIAL_DATA);
  if (!Number.isFinite(rating)) return;
  el.querySelectorAll<HTMLElement>('.circle .mask.full, .circle .fill').forEach((node) => {
    node.style.transform = `rotate(${radialDegrees(rating, node.matches('.fix'))}deg)`;
  });
  if (!el.hasAttribute('aria-label')) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', `${label} ${String(rating).replace('.', ',')}`.trim());
  }
}

/** A rating as it comes near the viewport: a radial one turns, a bar grows. */
export function showRating(el: HTMLElement, ctx: WidgetContext): void {
  if (el.matches(RADIAL)) turnRadial(el, ctx.config.theme.your_rating);
  else grow(el);
}
