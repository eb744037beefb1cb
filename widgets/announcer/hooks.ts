/** WooCommerce's live region for cart messages (HOOKS.md); created when the theme has none. */
export const LIVE_REGION = '.widget_shopping_cart_live_region';
