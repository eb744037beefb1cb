/** HOOKS.md "Coupons". */
export const MASKED_COUPON = '.masked_coupon:not(.expired_coupon)';
/**
 * An expired coupon button, masked or not. Not `.expired_coupon` alone: the theme also puts that
 * class on the blocks around an expired offer (`priced_block`, `rehub_feat_block`,
 * `rh_offer_list` …), which hold the price and the shop's own buy link.
 */
export const EXPIRED_COUPON = '.rehub_offer_coupon.expired_coupon';
export const COUPON_IN_MODAL = '#coupon_code_in_modal[data-couponid]';

/** A coupon button's data: its id or text (the reveal window's query), its code, the merchant. */
export const COUPON_DATA = { codeid: '', codetext: '', clipboardText: '', dest: '' };
