/**
 * What counts as a coupon reveal for analytics (SPEC §4 "Coupons"). A click on a masked coupon
 * only opens this page again with `codeid` / `codetext` in a new window (and sends this one to
 * the merchant); that new window unmasks the coupon and opens the reveal pop-up. That is the
 * reveal, so only it is counted: counting the click too would count every reveal twice.
 *
 * The coupons behaviour reveals during the first scan of the page, long before this chunk has
 * loaded (two dynamic imports later, or when consent comes), and the event bus keeps no history.
 * So analytics reads the reveal the page already shows when it starts, and listens for later ones.
 */

import { readData } from '../../src/dom/hooks';
import { COUPON_IN_MODAL } from './hooks';
import { COUPON_IN_MODAL_DATA } from './data';
import { findCoupon } from './reveal-on-load';
import { couponData } from './buttons';

/** The class the coupons behaviour gives a coupon when it shows the code. */
const UNMASKED = 'not_masked_coupon';

export type CouponRevealProperties = { codeid: string } | { codetext: string };

/** The coupon-in-modal id of the reveal this page shows now, or null (none, or not unmasked). */
export function revealedOnPage(): string | null {
  const block = document.querySelector(COUPON_IN_MODAL);
  const id = block && readData('coupons', block, COUPON_IN_MODAL_DATA).couponid;
  if (!id) return null;
  // Unmasked means the coupons behaviour found the coupon and opened the pop-up; a page where it
  // is disabled, or whose id matches no coupon, showed nothing.
  return findCoupon(id)?.classList.contains(UNMASKED) ? id : null;
}

/** The reveal's property: the coupon-in-modal id under the attribute of the coupon that holds it. */
export function revealProperties(id: string): CouponRevealProperties {
  const coupon = findCoupon(id);
  return coupon && couponData(coupon).codeid !== id ? { codetext: id } : { codeid: id };
}
