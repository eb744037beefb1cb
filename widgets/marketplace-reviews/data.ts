/**
 * The data-* values of the marketplace-reviews widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The reviews tab's data: the product whose marketplace reviews fill it. */
export const REVIEWS_DATA = { prodid: '' };
