/** Loop buttons (HOOKS.md): `.add_to_cart_button.ajax_add_to_cart[data-product_id]`, never `.wc-interactive`. */
export const AJAX_ADD_BUTTON = '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';
/**
 * What a loop button's data says that we read ourselves (every data-* of the button is also sent
 * as it is, as WooCommerce's add-to-cart.js does): the product id, and the text announced after
 * the add. A product id that is not a number is reported and the add gets the server's answer.
 */
export const LOOP_BUTTON_DATA = { product_id: /^\d+$/, success_message: '' };
/** Product forms: WooCommerce's `form.cart` (simple and variable products, also inside a quick view). */
export const PRODUCT_FORM = 'form.cart';
