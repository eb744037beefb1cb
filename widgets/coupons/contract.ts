import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';

/** HOOKS.md "Coupons". */
export const MASKED_COUPON = '.masked_coupon:not(.expired_coupon)';
/**
 * An expired coupon button, masked or not. Not `.expired_coupon` alone: the theme also puts that
 * class on the blocks around an expired offer (`priced_block`, `rehub_feat_block`,
 * `rh_offer_list` …), which hold the price and the shop's own buy link.
 */
export const EXPIRED_COUPON = '.rehub_offer_coupon.expired_coupon';
/**
 * What the theme's own script unmasks at load (custom.js).
 */
const EXPIRED_MASKED_COUPON = `.masked_coupon${EXPIRED_COUPON}`;
const COUPONS = `${MASKED_COUPON}, ${EXPIRED_COUPON}`;
export const COUPON_IN_MODAL = '#coupon_code_in_modal[data-couponid]';

/** A coupon button's data: its id or text (the reveal window's query), its code, the merchant. */
export const COUPON_DATA = { codeid: '', codetext: '', clipboardText: '', dest: '' };

/**
 * Coupons (SPEC §4): a masked coupon that is not expired opens a new window at this page with
 * codeid / codetext and sends this window to the merchant (./clicks, loaded on intent; a click
 * that comes first is held and clicked again once it runs, still within the user activation);
 * a page loaded with a coupon-in-modal id unmasks the matching button and opens the reveal
 * pop-up (./reveal-on-load, loaded at once on such pages only: without it the page stays as
 * printed, the merchant window already has the shopper); expired coupons show their code.
 * Masked coupons printed as <div>s become keyboard controls at start.
 */
const coupons: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'coupons',
  selector: MASKED_COUPON,
  enhance: makeOperable,
  code: { hooks: COUPONS, hold: COUPONS, load: () => import('./clicks') },
  elements: elementCode({
    selector: COUPON_IN_MODAL,
    strategy: 'load',
    load: () => import('./reveal-on-load'),
    run: (m, el, ctx) => m.revealOnLoad(el as HTMLElement, ctx),
  }),
};

/**
 * Masked expired coupons show their code as text (./buttons): fetched at start only where one
 * is on the page, so the start-up code carries none of it. The same widget name: `coupons` in
 * disabled_widgets turns both off.
 */
const expired: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'coupons',
  elements: elementCode({
    selector: EXPIRED_MASKED_COUPON,
    strategy: 'load',
    load: () => import('./buttons'),
    run: (m, el) => m.showExpired(el as HTMLElement),
  }),
};

export const widgets = [coupons, expired];
