import type { WidgetDefinition } from '../../mount/types';
import { MINI_CART_ITEM, SMALL_CACHED } from './hooks';

export { MINI_CART_ITEM, SMALL_CACHED } from './hooks';

/**
 * The country flag and status of each mini-cart item (SPEC §2 "Mini-cart"), from WooZone's
 * cached entries (`.WooZone-cc-small-cached`: in the item, or once on the page). Items that
 * cart fragments bring later are decorated too: the scanner finds every added item. The code
 * loads when an item comes into view (the cart panel opens).
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'marketplace-minicart',
    hooks: MINI_CART_ITEM,
    // Pages without the plugin's cache never load the decorator.
    filter: (el) => Boolean(el.querySelector(SMALL_CACHED) || document.querySelector(SMALL_CACHED)),
    strategy: { on: 'visible' },
    load: () => import('./decorate-item'),
  },
];
