import { key } from '../keys';
import { text, numeric, configFlag } from '../checks';
import { FRAGMENT_REFRESH_TIMEOUT_MS } from '../constants';

/** `wc_add_to_cart_params` (HOOKS.md). */
export const addToCartParams = {
  ajax_url: key(text, '/wp-admin/admin-ajax.php'),
  wc_ajax_url: key(text, '/?wc-ajax=%%endpoint%%', true),
  // Empty: the message catalogue's "View cart" in the page's language.
  i18n_view_cart: key(text, ''),
  cart_url: key(text, '/cart/', true),
  is_cart: key(configFlag, false),
  cart_redirect_after_add: key(configFlag, false),
};

/** `wc_cart_fragments_params` (HOOKS.md). */
// Its URLs are those of the two above: the cart calls go through one HTTP client (src/boot.ts).
export const cartFragmentsParams = {
  cart_hash_key: key(text, 'wc_cart_hash', true),
  fragment_name: key(text, 'wc_fragments', true),
  request_timeout: key(numeric, FRAGMENT_REFRESH_TIMEOUT_MS),
};

/** `woocommerce_params` (HOOKS.md). */
export const woocommerceParams = {
  ajax_url: key(text, '/wp-admin/admin-ajax.php'),
  wc_ajax_url: key(text, '/?wc-ajax=%%endpoint%%'),
};
