import type { BehaviourDefinition } from '../../mount/types';

/** The listing's sort select submits its form on change (also the theme's nice-select list). */
const SORT_SELECT = '.woocommerce-ordering select.orderby';
const NICE_OPTION = '.woocommerce-ordering div.nice-select li.option[data-value]';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'sort-select',
  code: { hooks: `${SORT_SELECT},${NICE_OPTION}`, events: ['change', 'click', 'keydown'], load: () => import('./sort-select') },
};
