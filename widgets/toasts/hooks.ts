/** The root the toasts are created in: no server markup. */
export const TOASTS_ROOT_ATTR = 'data-shop-widgets-toasts';

/**
 * The controls whose click may end in a toast (an add that fails): WooCommerce's add controls, a
 * loop button or a product form's submit button (HOOKS.md "Add to cart"). Written here rather
 * than taken from the cart's hooks, so that no widget folder imports another; toasts.test.tsx
 * checks that it still matches every control the cart adds from.
 */
export const ADD_CONTROLS_INTENT = '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive), form.cart [type=submit]';
