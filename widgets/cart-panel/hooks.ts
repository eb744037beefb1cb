/** The theme's sliding cart panel (HOOKS.md). */
export const CART_PANEL = '#rh-woo-cart-panel';
/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';
