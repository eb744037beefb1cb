/**
 * The cart page's marketplace gate (SPEC §4 "Marketplace shop in the cart", §5): the shops list
 * `.WooZone-cart-checkout` and the optional e-mail field `.woozone_email_wrapper` before
 * `.wc-proceed-to-checkout .checkout-button`.
 */
export const SHOPS = '.WooZone-cart-checkout';
export const EMAIL_WRAPPER = '.woozone_email_wrapper';
/** On the cart page only (body.woocommerce-cart), where WooZone prints them. */
export const GATE_HOOKS = `body.woocommerce-cart ${SHOPS}, body.woocommerce-cart ${EMAIL_WRAPPER}`;
export const SHOP_FORM = '.WooZone-cart-checkout li .WooZone-cc_checkout form';
export const SHOP_CANCEL = '.WooZone-cart-checkout li .WooZone-cc_checkout input[type="button"].cancel';
export const CHECKOUT_BUTTON = '.wc-proceed-to-checkout .checkout-button';
export const EMAIL_INPUT = '#woozone_checkout_email';
