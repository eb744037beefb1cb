import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/** The theme's live search (`input.re-ajax-search`) and its category dropdown (`select.rh_woo_drop_cat`). */
const SEARCH_INPUT = 'input.re-ajax-search';
const CATEGORY_SELECT = 'select.rh_woo_drop_cat';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'live-search',
  start: (ctx) =>
    lazyListen(ctx, ['input', 'keydown', 'change', 'click'], `${SEARCH_INPUT},${CATEGORY_SELECT}`, () => import('./live-search')),
};
