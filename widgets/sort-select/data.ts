/**
 * The data-* values of the sort-select widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** An option of the theme's nice-select list: the value it stands for. */
export const NICE_OPTION_DATA = { value: '' };
