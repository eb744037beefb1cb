/**
 * The cart page's checkout e-mail (SPEC §5): a loose pattern — some characters, '@', a domain,
 * '.', and an ending of 2–4 characters — checked on every keyup.
 */
const LOOSE_EMAIL = /[\w.+-]+@[^\s@#$<>?]+\.\w{2,4}$/;

export const isCheckoutEmail = (value: string): boolean => LOOSE_EMAIL.test(value.trim());

/** The border WooZone gives the field: red when invalid, grey when valid. */
export const emailBorder = (valid: boolean): string => (valid ? '1px solid #d1d1d1' : '1px solid red');
