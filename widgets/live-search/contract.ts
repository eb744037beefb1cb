import type { WidgetDefinition } from '../../mount/types';

/** The theme's live search (`input.re-ajax-search`) and its category dropdown (`select.rh_woo_drop_cat`). */
const SEARCH_INPUT = 'input.re-ajax-search';
const CATEGORY_SELECT = 'select.rh_woo_drop_cat';

export const widgets: WidgetDefinition[] = [
  {
    name: 'live-search',
    hooks: `${SEARCH_INPUT},${CATEGORY_SELECT}`,
    strategy: { on: 'interaction', events: ['input', 'keydown', 'change', 'click'] },
    load: () => import('./live-search'),
  },
];
