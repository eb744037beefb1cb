/**
 * The data-* values of the compare widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The data the compare code reads (HOOKS.md "Comparison"). */
export const BUTTON_DATA = { addcompareId: '' };
/** An item or chart column: the id it compares. */
export const ITEM_DATA = { compareid: '' };
/** A tab of the bar: its group's page id and comparison page URL; 'go to comparison' outside the bar: its URL. */
export const TAB_DATA = { page: '', url: '' };
export const GO_TO_DATA = { compareurl: '' };
/** The chart's declared row count. */
export const CHART_ROWS_DATA = { rowcount: Number.NaN };
/** The search context the page printed. */
export const SEARCH_CONTEXT_DATA = { posttype: '', terms: '', taxonomy: '' };
