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
  { global: 'wc_order_attribution', hooks: 'wc-order-attribution-inputs, input[name^="wc_order_attribution_"]', uses: 'the attribution settings (lifetime, session, allowTracking)' },
];

/** `present`: which globals the page printed (ShopConfig.present). Returns the globals reported. */
export function warnMissingGlobals(present: Record<string, boolean>, doc: Document = document): string[] {
  const missing = NEEDED_BY.filter(({ global, hooks }) => !present[global] && doc.querySelector(hooks));
  for (const { global, hooks, uses } of missing) {
    log.warn(`the page has ${hooks.split(',')[0]} but no ${global} global; the defaults stand in for ${uses}.`);
  }
  return missing.map((m) => m.global);
}
