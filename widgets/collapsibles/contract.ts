import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/** Collapsible tables (`.toggle-this-table`) and offer details (`.r_offer_details .r_show_hide`). */
const TABLE_TOGGLE = '.toggle-this-table';
const OFFER_TOGGLE = '.r_offer_details .r_show_hide';
const TOGGLES = `${TABLE_TOGGLE},${OFFER_TOGGLE}`;

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'collapsibles',
  start: (ctx) => lazyListen(ctx, ['click', 'keydown'], TOGGLES, () => import('./collapsibles'), TOGGLES),
};
