import type { CartEvents } from '../cart/types';
import { CART_EVENTS } from './names';
import { emit } from './bus';
import { askShouldSend, triggerOnBody, wrapForJQuery } from './jquery-bridge';

const $ = (source: unknown) => wrapForJQuery(source instanceof Element ? source : null);

/**
 * Every cart event leaves from this module, each in every dialect (bus.ts) with WooCommerce's
 * jQuery arguments. The cart core (src/cart) fires them as the cart changes; widgets never emit
 * cart events themselves.
 */
export const cartEvents: CartEvents = {
  adding: (productId, data, source) => emit(CART_EVENTS.addingToCart, { productId, data }, [$(source), data]),
  added: (productId, fragments, cartHash, source) => emit(CART_EVENTS.addedToCart, { productId, fragments, cartHash }, [fragments, cartHash, $(source)]),
  buttonUpdated: (source) => emit(CART_EVENTS.cartButtonUpdated, {}, [$(source)]),
  removed: (cartItemKey, fragments, cartHash, source) =>
    emit(CART_EVENTS.removedFromCart, { cartItemKey, fragments, cartHash }, [fragments, cartHash, $(source)]),
  loaded: () => emit(CART_EVENTS.fragmentsLoaded),
  refreshed: (cartHash) => emit(CART_EVENTS.fragmentsRefreshed, { cartHash }),
  refreshFailed: (reason) => emit(CART_EVENTS.fragmentsAjaxError, { reason }),
  quantitySaved: (itemKey, quantity) => emit('quantity_updated', { itemKey, quantity }),
};

/**
 * WooCommerce's cancel contract (add-to-cart.js), asked before an add is sent: a
 * `should_send_ajax_request.adding_to_cart` handler that returns false cancels the AJAX add, and
 * `ajax_request_not_sent.adding_to_cart` follows with WooCommerce's arguments
 * `(false, false, $button)` (fragments, cart_hash, button).
 */
export function othersLetAddBeSent(source: Element): boolean {
  const $button = wrapForJQuery(source);
  if (askShouldSend(CART_EVENTS.shouldSendAddToCart, [$button])) return true;
  triggerOnBody(CART_EVENTS.addToCartNotSent, [false, false, $button]);
  return false;
}
