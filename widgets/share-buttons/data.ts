/**
 * The data-* values of the share-buttons widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A share button's data: the service's share URL (built by the server) and the service's name. */
export const SHARE_DATA = { href: '', service: '' };
