import type { WidgetDefinition } from '../../mount/types';

/** The listing's sort select submits its form on change (also the theme's nice-select list). */
const SORT_SELECT = '.woocommerce-ordering select.orderby';
const NICE_OPTION = '.woocommerce-ordering div.nice-select li.option[data-value]';

export const widgets: WidgetDefinition[] = [
  {
    name: 'sort-select',
    hooks: `${SORT_SELECT},${NICE_OPTION}`,
    strategy: { on: 'interaction', events: ['change', 'click', 'keydown'] },
    load: () => import('./sort-select'),
  },
];
