import { log } from '../lib/log';

/**
 * The WooCommerce globals (HOOKS.md) and the hooks that need them. A page that shows such a hook
 * without its global still works on the defaults, but the theme developer should know why the
 * shop's own settings are not used: one console warning per missing global.
 */
const NEEDED_BY: readonly { global: string; hooks: string; uses: string }[] = [
  { global: 'wc_add_to_cart_params', hooks: '.add_to_cart_button.ajax_add_to_cart, form.cart', uses: 'the wc-ajax URL, cart URL and redirect-after-add' },
  { global: 'wc_cart_fragments_params', hooks: '.widget_shopping_cart_content', uses: 'the fragment cache keys and the refresh time-out' },
  { global: 'woocommerce_params', hooks: '.woocommerce-store-notice, .remove_from_cart_button', uses: 'the ajax URLs' },
  {
    global: 'wc_order_attribution',
    hooks: 'wc-order-attribution-inputs, input[name^="wc_order_attribution_"]',
    uses: 'the attribution settings (lifetime, session, allowTracking)',
  },
];

/** The two settings objects WooCommerce localizes on its cart scripts (README "Add it to a theme"). */
const CART_SETTINGS = ['wc_add_to_cart_params', 'wc_cart_fragments_params'];
const ADD_TO_CART_HOOKS = NEEDED_BY[0]!.hooks;

/**
 * `present`: which globals the page printed (ShopConfig.present). Returns the globals reported.
 * A page with add-to-cart hooks and neither cart settings object is a theme that dequeued
 * WooCommerce's cart scripts without moving their settings: one warning says so for both.
 */
export function warnMissingGlobals(present: Record<string, boolean>, doc: Document = document): string[] {
  const missing = NEEDED_BY.filter(({ global, hooks }) => !present[global] && doc.querySelector(hooks));
  const settingsDropped = CART_SETTINGS.every((global) => !present[global]) && doc.querySelector(ADD_TO_CART_HOOKS) !== null;
  if (settingsDropped) {
    log.warn('add-to-cart buttons but neither wc_add_to_cart_params nor wc_cart_fragments_params: using defaults (README "Add it to a theme").');
  }
  for (const { global, hooks, uses } of missing) {
    if (settingsDropped && CART_SETTINGS.includes(global)) continue;
    log.warn(`the page has ${hooks.split(',')[0]} but no ${global} global; the defaults stand in for ${uses}.`);
  }
  return missing.map((m) => m.global);
}
