/**
 * The data-* values of the scroll-helpers widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A smooth-scroll link's target (a selector), else its own #hash. */
export const SCROLL_LINK_DATA = { scrollto: '' };
