import type { BehaviourDefinition } from '../../mount/types';

/** Collapsible tables (`.toggle-this-table`) and offer details (`.r_offer_details .r_show_hide`). */
const TABLE_TOGGLE = '.toggle-this-table';
const OFFER_TOGGLE = '.r_offer_details .r_show_hide';
const TOGGLES = `${TABLE_TOGGLE},${OFFER_TOGGLE}`;

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'collapsibles',
  code: { hooks: TOGGLES, events: ['click', 'keydown'], hold: TOGGLES, load: () => import('./collapsibles') },
};
