/**
 * The data-* values of the cross-sell widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The box's data: the product's ASIN (on the root), each item's price and the store's decimal separator. */
export const BOX_DATA = { asin: '' };
export const ITEM_PRICE_DATA = { item_price: Number.NaN };
export const SEPARATOR_DATA = { price_dec_sep: '.' };
