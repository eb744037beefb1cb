/**
 * The data-* values of the load-more widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The button's data (which page, how sorted, into which container) and the container's (the theme's query). */
export const BUTTON_DATA = { containerid: '', offset: '', sorttype: '' };
export const CONTAINER_DATA = { filterargs: '', innerargs: '', template: '' };
