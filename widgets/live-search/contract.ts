import type { BehaviourDefinition } from '../../mount/types';

/** The theme's live search (`input.re-ajax-search`) and its category dropdown (`select.rh_woo_drop_cat`). */
const SEARCH_INPUT = 'input.re-ajax-search';
const CATEGORY_SELECT = 'select.rh_woo_drop_cat';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'live-search',
  code: { hooks: `${SEARCH_INPUT},${CATEGORY_SELECT}`, events: ['input', 'keydown', 'change', 'click'], load: () => import('./live-search') },
};
