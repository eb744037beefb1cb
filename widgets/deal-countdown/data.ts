/**
 * The data-* values of the deal-countdown widget that only its lazily loaded code reads (declared as
 * src/dom/data-values.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The deal's end (SPEC §3 "Deal countdown"): day, month, year, hour, min; none has a default. */
export const COUNTDOWN_DATA = { day: Number.NaN, month: Number.NaN, year: Number.NaN, hour: Number.NaN, min: Number.NaN };
