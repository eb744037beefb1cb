/**
 * The data-* values of the deal-temperature widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A hot/cold button's data: its post and the temperature it shows (the informer). */
export const HOT_DATA = { post_id: '', informer: 0 };
