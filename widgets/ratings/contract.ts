import type { WidgetDefinition } from '../../mount/types';
import { RADIAL, RATING_BAR } from './hooks';

export { RADIAL, RATING_BAR } from './hooks';

/**
 * Rating visuals (SPEC §3/§9): bars grow to their percent over 1500 ms as they come near the
 * viewport; radial ratings turn 18° per point on one half and 36° per point on the fill. The
 * code loads, and runs for each, when a rating comes near the viewport.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'ratings',
    hooks: `${RATING_BAR}, ${RADIAL}`,
    // One chunk with the countdowns of the same deal cards: ../deals/.
    strategy: { on: 'visible' },
    load: () => import('../deals/first-view').then((m) => ({ connect: (el: Element, ctx) => m.showRating(el as HTMLElement, ctx) })),
  },
];
