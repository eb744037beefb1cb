/** The cart events of WooCommerce (HOOKS.md), fired on document.body. */
export const CART_EVENTS = {
  addingToCart: 'adding_to_cart',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
  /** Fired by others to ask for a fragment refresh. */
  fragmentRefresh: 'wc_fragment_refresh',
  updatedWcDiv: 'updated_wc_div',
  shouldSendAddToCart: 'should_send_ajax_request.adding_to_cart',
  addToCartNotSent: 'ajax_request_not_sent.adding_to_cart',
} as const;

/**
 * The native events of block-based WooCommerce parts, on document.body: `wc-blocks_` + the name
 * of their twin among CART_EVENTS.
 */
export const BLOCKS_PREFIX = 'wc-blocks_';
export const BLOCKS_TWINNED: readonly string[] = [CART_EVENTS.addingToCart, CART_EVENTS.addedToCart, CART_EVENTS.removedFromCart];

/** Our own DOM CustomEvents are `shop-widgets:<name>` on document (docs/events.md). */
export const EVENT_PREFIX = 'shop-widgets:';

export type ShopEventName = (typeof CART_EVENTS)[keyof typeof CART_EVENTS] | 'cart_panel_opened' | 'cart_panel_closed' | 'quantity_updated' | (string & {});
