/**
 * The data-* values of the ratings widget that only its lazily loaded code reads (declared as
 * src/dom/data-values.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A bar's percent ("85%" or "85", on the bar or its box) and a radial rating's value. */
export const BAR_DATA = { percent: '' };
export const RADIAL_DATA = { rating: Number.NaN };
