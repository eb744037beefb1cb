import type { WidgetContext } from '../../mount/types';
import { safeUrl } from '../../src/dom/browser';
import { emit } from '../../src/events/bus';
import { readData } from '../../src/dom/hooks';
import { EXPIRED_COUPON } from './hooks';
import { COUPON_IN_MODAL_DATA } from './data';
import { couponData, unmask } from './buttons';

/** Coupon buttons in any state: masked, already unmasked (after a reveal), or an offer's coupon. */
const COUPONS = '.masked_coupon, .not_masked_coupon, .rehub_offer_coupon';

/** The coupon button whose codeid or codetext is `id`. */
export function findCoupon(id: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(COUPONS)) {
    const { codeid, codetext } = couponData(el);
    if (codeid === id || codetext === id) return el;
  }
  return null;
}

/** A page loaded with a coupon-in-modal id (SPEC §4): the matching button shows its code and the reveal pop-up opens. */
export function revealOnLoad(block: HTMLElement, ctx: WidgetContext): void {
  const id = readData('coupons', block, COUPON_IN_MODAL_DATA).couponid;
  const button = findCoupon(id);
  if (!button) return;
  const { clipboardText: code, dest: merchant } = couponData(button);
  unmask(button);
  const dest = button.matches(EXPIRED_COUPON) ? null : safeUrl(merchant, { sameOrigin: false });
  ctx.store.getState().account.openDialog({ kind: 'coupon', modalId: 'coupon', code, dest, trigger: button });
  emit('coupon_revealed', { codeid: id });
}

/** The scanner's name for it: run on the coupon-in-modal block (contract.ts). */
export { revealOnLoad as connect };
