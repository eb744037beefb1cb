/**
 * The data-* values of the coming-soon-banner widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The dismiss link's data: the REST URL to tell and its nonce. */
export const DISMISS_DATA = { restUrl: '', restNonce: '' };
