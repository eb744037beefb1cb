/**
 * The data-* values of the login-popups widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/**
 * A trigger's data (HOOKS.md "Accounts"): its type (login, register, resetpass, restrict, url or
 * another), the custom URL of a `url` trigger, and the cashback notice with its merchant and link.
 */
export const TRIGGER_DATA = { type: '', customurl: '', cashbacknotice: '', merchant: '', url: '' };
/** `#rehub-custom-login-url[data-customloginurl]`: where other trigger types go when the page has one. */
export const CUSTOM_LOGIN_DATA = { customloginurl: '' };
