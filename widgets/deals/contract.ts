import type { WidgetDefinition } from '../../mount/types';
import { COUNTDOWN, RADIAL, RATING_BAR } from './hooks';

export { COUNTDOWN, RADIAL, RATING_BAR } from './hooks';

/**
 * What a deal card shows as it loads, one chunk for both (./first-view.ts), since the
 * countdowns and the rating visuals sit in the same cards:
 * - deal countdowns (SPEC §4): any number per page on one shared ticker; a countdown joins the
 *   ticker when it comes into view;
 * - rating visuals (SPEC §3/§9): bars grow to their percent over 1500 ms as they come near the
 *   viewport; radial ratings turn 18° per point on one half and 36° per point on the fill.
 * The code loads when the first of them comes into view.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'deal-countdown',
    hooks: COUNTDOWN,
    strategy: { on: 'visible' },
    load: () => import('./first-view').then((m) => ({ connect: (el: Element) => m.track(el as HTMLElement) })),
  },
  {
    name: 'ratings',
    hooks: `${RATING_BAR}, ${RADIAL}`,
    strategy: { on: 'visible' },
    load: () => import('./first-view').then((m) => ({ connect: (el: Element, ctx) => m.showRating(el as HTMLElement, ctx) })),
  },
];
