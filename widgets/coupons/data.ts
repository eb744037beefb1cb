/**
 * The data-* values of the coupons widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** The coupon-in-modal block of a page opened by a coupon click: the id of the coupon to reveal. */
export const COUPON_IN_MODAL_DATA = { couponid: '' };
