import { field } from '../field';
import { text, numeric, configFlag } from '../checks';
import { FRAGMENT_REFRESH_TIMEOUT_MS } from '../constants';

/** `wc_add_to_cart_params` (HOOKS.md). */
export const addToCartParams = {
  ajax_url: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  wc_ajax_url: field(text, '/?wc-ajax=%%endpoint%%', 'a URL string containing %%endpoint%%', true),
  // Empty: the message catalogue's "View cart" in the page's language.
  i18n_view_cart: field(text, '', 'a string'),
  i18n_added_to_cart: field(text, '', 'a string'),
  cart_url: field(text, '/cart/', 'a URL string', true),
  is_cart: field(configFlag, false, "a boolean or '1'/''"),
  cart_redirect_after_add: field(configFlag, false, "'yes' or 'no'"),
};

/** `wc_cart_fragments_params` (HOOKS.md). */
export const cartFragmentsParams = {
  ajax_url: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  wc_ajax_url: field(text, '/?wc-ajax=%%endpoint%%', 'a URL string containing %%endpoint%%'),
  cart_hash_key: field(text, 'wc_cart_hash', 'a string (wc_cart_hash_<md5>)', true),
  fragment_name: field(text, 'wc_fragments', 'a string (wc_fragments_<md5>)', true),
  request_timeout: field(numeric, FRAGMENT_REFRESH_TIMEOUT_MS, 'a number of milliseconds'),
};

/** `woocommerce_params` (HOOKS.md). */
export const woocommerceParams = {
  ajax_url: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  wc_ajax_url: field(text, '/?wc-ajax=%%endpoint%%', 'a URL string containing %%endpoint%%'),
};
