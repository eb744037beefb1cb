/**
 * The data-* values of the live-search widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The search input's data: post type, whether results offer compare, the affiliate link flag, the chosen category. */
export const INPUT_DATA = { posttype: '', enable_compare: '', aff: '', catid: '' };
