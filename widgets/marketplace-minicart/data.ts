/**
 * The data-* values of the marketplace-minicart widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A mini-cart row's remove button: the item's cart key. */
export const REMOVE_DATA = { cart_item_key: /^[a-z0-9]+$/ };
