/**
 * The data-* values of the deal cards' widgets (ratings, deal-countdown) that only their lazily
 * loaded code reads (declared as src/dom/hooks.ts reads them; docs/hooks.test.ts checks
 * them with the contract's): kept out of the contract, which is start-up code.
 */

/** A bar's percent ("85%" or "85", on the bar or its box) and a radial rating's value. */
export const BAR_DATA = { percent: '' };
export const RADIAL_DATA = { rating: Number.NaN };
/** The deal's end (SPEC §3 "Deal countdown"): day, month, year, hour, min; none has a default. */
export const COUNTDOWN_DATA = { day: Number.NaN, month: Number.NaN, year: Number.NaN, hour: Number.NaN, min: Number.NaN };
