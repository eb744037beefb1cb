import type { Cleanup } from '../../mount/types';
import { browser } from '../../src/dom/browser';
import { readData } from '../../src/dom/data-values';
import { clickOnActivationKey, makeOperable } from '../../src/dom/operable';
import { safeUrl } from '../../src/dom/safe-url';
import { COUPON_DATA, EXPIRED_COUPON, MASKED_COUPON } from './contract';
import { couponRevealUrl } from './coupon-url';

/** The declared data of a coupon button. */
export const couponData = (button: Element) => readData('coupons', button, COUPON_DATA);

/** Shows a coupon's code as text on the button itself (unmasked). */
export function unmask(button: HTMLElement): void {
  button.classList.remove('masked_coupon');
  button.classList.add('not_masked_coupon');
  const label = button.querySelector('.coupon_text') ?? button;
  label.textContent = couponData(button).clipboardText;
}

/** At start: masked coupons printed as <div>s become keyboard controls; expired ones show their code. */
export function enhanceCoupon(el: Element): void {
  const element = el as HTMLElement;
  if (element.matches(MASKED_COUPON)) return makeOperable(element);
  unmask(element);
  element.setAttribute('aria-disabled', 'true');
}

/**
 * The click on a masked coupon, in the click's own event (start-up code): the reveal window
 * opens while the click still counts as a user gesture (pop-up blockers), then this window goes
 * to the merchant. An expired coupon leads nowhere; its code is on it.
 */
export function startCouponClicks(): Cleanup {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element | null;
    if (target?.closest?.(EXPIRED_COUPON)) return event.preventDefault();
    const button = target?.closest?.<HTMLElement>(MASKED_COUPON);
    if (!button) return;
    const { codeid, codetext, dest } = couponData(button);
    if (!codeid && !codetext) return;
    event.preventDefault();
    browser.open(couponRevealUrl(location.href, { codeid, codetext }), '_blank');
    const merchant = safeUrl(dest, { sameOrigin: false });
    if (merchant) browser.assign(merchant);
  };
  const onKeyDown = (event: KeyboardEvent) => clickOnActivationKey(event, MASKED_COUPON);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
