export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const SMALL_CACHED = '.WooZone-cc-small-cached';
