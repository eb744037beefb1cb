import type { ShopConfig } from '../../src/config/read-config';
import { log } from '../../src/lib/log';

/**
 * One console warning for a page with add-to-cart hooks but none of the settings WooCommerce
 * localizes for its cart scripts: a theme that dequeued `wc-add-to-cart` / `wc-cart-fragments`
 * without moving `wc_add_to_cart_params` / `wc_cart_fragments_params` (README "Add it to a
 * theme"). The cart then silently runs on defaults, e.g. no redirect to the cart after an add.
 */
export function warnWhenWooSettingsMissing(config: ShopConfig, hooks: string): void {
  if (config.present.wc_add_to_cart_params || config.present.wc_cart_fragments_params) return;
  if (!document.querySelector(hooks)) return;
  log.warn('add-to-cart buttons but neither wc_add_to_cart_params nor wc_cart_fragments_params: using defaults (README "Add it to a theme").');
}
