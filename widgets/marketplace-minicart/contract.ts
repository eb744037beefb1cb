import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/**
 * The country flag and status of each mini-cart item (SPEC §2 "Mini-cart"), from WooZone's
 * cached entries (`.WooZone-cc-small-cached`: in the item, or once on the page). Items that
 * cart fragments bring later are decorated too: the scanner finds every added item. The code
 * loads when an item comes into view (the cart panel opens).
 */
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const SMALL_CACHED = '.WooZone-cc-small-cached';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-minicart',
  // Pages without the plugin's cache never load the decorator.
  elements: elementCode({
    selector: MINI_CART_ITEM,
    filter: (el) => Boolean(el.querySelector(SMALL_CACHED) || document.querySelector(SMALL_CACHED)),
    strategy: 'visible',
    load: () => import('./decorate-item'),
    run: (m, el) => m.decorateItem(el),
  }),
};
