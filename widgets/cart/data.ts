/**
 * The data-* values of the mini-cart widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A remove link's cart item key (WooCommerce's hash of the line). */
export const REMOVE_DATA = { cart_item_key: '' };
