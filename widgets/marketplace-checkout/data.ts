/**
 * The data-* values of the marketplace-checkout widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A shop of the list: its marketplace domain. */
export const SHOP_DATA = { domain: '' };
