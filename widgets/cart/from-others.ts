import type { WidgetContext } from '../../mount/types';
import type { CartChangeSource } from '../../src/cart/types';
import { wooScriptPresent } from '../../src/events/coexistence';
import { isFragmentMap } from '../../src/connect-cart';

/**
 * Takes the fragments another script's cart event carries (jQuery `added_to_cart` /
 * `removed_from_cart`: fragments, cart_hash) into the cart (store and cache). False when the
 * event carried none (a wc-blocks_* event, a plugin passing nothing): the caller refreshes instead.
 */
export function receiveFromOthers(ctx: WidgetContext, [fragments, cartHash]: unknown[], source: CartChangeSource): boolean {
  if (!isFragmentMap(fragments)) return false;
  const hash = typeof cartHash === 'string' ? cartHash : '';
  // WooCommerce's own add-to-cart.js already put these fragments on the page.
  ctx.cart.receive({ source: wooScriptPresent('wc-add-to-cart') ? 'others' : source, fragments, cartHash: hash });
  return true;
}
