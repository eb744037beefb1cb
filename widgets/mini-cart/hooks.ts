/** Mini-cart markup (HOOKS.md). */
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const REMOVE_BUTTON = '.remove_from_cart_button[data-cart_item_key]';
/** Where a mini-cart shows: the theme's sliding panel and WooCommerce's mini-cart widget. */
export const MINI_CART = '#rh-woo-cart-panel, .widget_shopping_cart_content';
