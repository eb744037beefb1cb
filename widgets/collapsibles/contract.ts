import type { WidgetDefinition } from '../../mount/types';

/** Collapsible tables (`.toggle-this-table`) and offer details (`.r_offer_details .r_show_hide`). */
const TABLE_TOGGLE = '.toggle-this-table';
const OFFER_TOGGLE = '.r_offer_details .r_show_hide';
const TOGGLES = `${TABLE_TOGGLE},${OFFER_TOGGLE}`;

export const widgets: WidgetDefinition[] = [
  { name: 'collapsibles', hooks: TOGGLES, strategy: { on: 'interaction', events: ['click', 'keydown'], hold: TOGGLES }, load: () => import('./collapsibles') },
];
