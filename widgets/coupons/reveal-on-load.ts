import type { WidgetContext } from '../../mount/types';
import { safeUrl } from '../../src/dom/safe-url';
import { emit } from '../../src/events/bus';
import { EXPIRED_COUPON, unmask } from './contract';

/** Coupon buttons in any state: masked, already unmasked (after a reveal), or an offer's coupon. */
const COUPONS = '.masked_coupon, .not_masked_coupon, .rehub_offer_coupon';

/** The coupon button whose codeid or codetext is `id`. */
export function findCoupon(id: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(COUPONS)) {
    if (el.dataset.codeid === id || el.dataset.codetext === id) return el;
  }
  return null;
}

/** A page loaded with a coupon-in-modal id (SPEC §4): the matching button shows its code and the reveal pop-up opens. */
export function revealOnLoad(block: HTMLElement, ctx: WidgetContext): void {
  const id = block.dataset.couponid ?? '';
  const button = findCoupon(id);
  if (!button) return;
  const code = button.dataset.clipboardText ?? '';
  unmask(button);
  const dest = button.matches(EXPIRED_COUPON) ? null : safeUrl(button.dataset.dest, { sameOrigin: false });
  ctx.store.getState().account.openDialog({ kind: 'coupon', modalId: 'coupon', code, dest, trigger: button });
  emit('coupon_revealed', { codeid: id });
}
