import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/**
 * HOOKS.md "Ratings": bars `.wpsm-bar-bar`, `.rate_bar_wrap .rate-bar .rate-bar-bar`; radial
 * `.radial-progress[data-rating]`. The theme itself puts `data-percent` on the parent
 * (`.wpsm-bar[data-percent] > .wpsm-bar-bar`), some markup on the bar: both count.
 */
export const RATING_BAR = '.wpsm-bar > .wpsm-bar-bar[data-percent], .wpsm-bar[data-percent] > .wpsm-bar-bar, .rate_bar_wrap .rate-bar .rate-bar-bar';
export const RADIAL = '.radial-progress[data-rating]';

/**
 * Rating visuals (SPEC §3/§9): bars grow to their percent over 1500 ms as they come near the
 * viewport; radial ratings turn 18° per point on one half and 36° per point on the fill. The
 * code loads, and runs for each, when a rating comes near the viewport.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'ratings',
  elements: elementCode({
    selector: `${RATING_BAR}, ${RADIAL}`,
    // One chunk with the countdowns of the same deal cards: ../deals/.
    strategy: 'visible',
    load: () => import('../deals/first-view'),
    run: (m, el, ctx) => m.showRating(el as HTMLElement, ctx),
  }),
};
