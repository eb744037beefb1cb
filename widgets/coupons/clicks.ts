import type { Cleanup } from '../../mount/types';
import { browser } from '../../src/dom/browser-full';
import { clickOnActivationKey } from '../../src/dom/activation-key';
import { safeUrl } from '../../src/dom/browser';
import { EXPIRED_COUPON, MASKED_COUPON } from './hooks';
import { couponData } from './buttons';
import { couponRevealUrl } from './coupon-url';

/**
 * The click on a masked coupon. Loaded on intent (the pointer or focus on a coupon); a click that
 * comes first is held and clicked again when this runs, within the click's user activation, so
 * the reveal window still opens past pop-up blockers; then this window goes to the merchant.
 * An expired coupon leads nowhere; its code is on it.
 */
export function start(): Cleanup {
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
