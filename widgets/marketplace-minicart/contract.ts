import type { BehaviourDefinition } from '../../mount/types';

/**
 * The country flag and status of each mini-cart item (SPEC §2 "Mini-cart"), from WooZone's
 * cached entries (`.WooZone-cc-small-cached`: in the item, or once on the page). Items that
 * cart fragments bring later are decorated too: the scanner enhances every added item.
 */
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const SMALL_CACHED = '.WooZone-cc-small-cached';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-minicart',
  start() {},
  selector: MINI_CART_ITEM,
  enhance(el) {
    // Pages without the plugin's cache never load the decorator.
    if (!el.querySelector(SMALL_CACHED) && !document.querySelector(SMALL_CACHED)) return;
    void import('./decorate-item').then((m) => m.decorateItem(el));
  },
};
