/**
 * The cart's DOM hooks (HOOKS.md), declared once: the contract and the cart's code read them from
 * here (never from the contract, which imports that code).
 */

/** Loop buttons: `.add_to_cart_button.ajax_add_to_cart[data-product_id]`, never `.wc-interactive`. */
export const AJAX_ADD_BUTTON = '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';
/**
 * What a loop button's data says that we read ourselves (every data-* of the button is also sent
 * as it is, as WooCommerce's add-to-cart.js does): the product id, and the text announced after
 * the add. A product id that is not a number is reported and the add gets the server's answer.
 */
export const LOOP_BUTTON_DATA = { product_id: /^\d+$/, success_message: '' };
/** Product forms: WooCommerce's `form.cart` (simple and variable products, also inside a quick view). */
export const PRODUCT_FORM = 'form.cart';
/** An add control: a loop button or a product form's submit button. */
export const ADD_CONTROLS = `${AJAX_ADD_BUTTON}, ${PRODUCT_FORM} [type=submit]`;

/** The theme's sliding cart panel. */
export const CART_PANEL = '#rh-woo-cart-panel';
/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';

/** Mini-cart markup. */
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const REMOVE_BUTTON = '.remove_from_cart_button[data-cart_item_key]';
/** Where a mini-cart shows: the theme's sliding panel and WooCommerce's mini-cart widget. */
export const MINI_CART = '#rh-woo-cart-panel, .widget_shopping_cart_content';
