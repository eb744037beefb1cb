import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { couponRevealUrl } from './coupon-url';
import { clickOnActivationKey, makeOperable } from '../../src/dom/operable';

/** HOOKS.md "Coupons". */
export const MASKED_COUPON = '.masked_coupon:not(.expired_coupon)';
export const EXPIRED_COUPON = '.expired_coupon';
export const COUPON_IN_MODAL = '#coupon_code_in_modal[data-couponid]';

/** Shows a coupon's code as text on the button itself (unmasked). */
export function unmask(button: HTMLElement): void {
  const code = button.dataset.clipboardText ?? '';
  button.classList.remove('masked_coupon');
  button.classList.add('not_masked_coupon');
  const label = button.querySelector('.coupon_text') ?? button;
  label.textContent = code;
}

/**
 * Coupons (SPEC §4): a masked coupon that is not expired opens a new window at this page with
 * codeid / codetext and sends this window to the merchant; a page loaded with a coupon-in-modal
 * id unmasks the matching button and opens the reveal pop-up; expired coupons show their code.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'coupons',
  selector: `${MASKED_COUPON}, ${EXPIRED_COUPON}`,
  enhance(el) {
    const element = el as HTMLElement;
    if (element.matches(MASKED_COUPON)) {
      makeOperable(element); // themes print coupons as <div>s too: keyboard users need them
      return;
    }
    if (element.matches(EXPIRED_COUPON)) {
      unmask(element);
      element.setAttribute('aria-disabled', 'true');
    }
  },
  // The reveal pop-up (a page opened by a coupon click): its code loads at once, on such pages
  // only. Without it the page stays as printed; the merchant window already has the shopper.
  elements: elementCode({
    selector: COUPON_IN_MODAL,
    strategy: 'load',
    load: () => import('./reveal-on-load'),
    run: (m, el, ctx) => m.revealOnLoad(el as HTMLElement, ctx),
  }),
  start() {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target as Element | null;
      if (target?.closest?.(EXPIRED_COUPON)) {
        event.preventDefault(); // an expired coupon leads nowhere; its code is on it
        return;
      }
      const button = target?.closest?.<HTMLElement>(MASKED_COUPON);
      if (!button) return;
      const { codeid, codetext } = button.dataset;
      if (!codeid && !codetext) return;
      event.preventDefault();
      // The reveal window first (while the click still counts as a user gesture), then the merchant.
      browser.open(couponRevealUrl(location.href, { codeid, codetext }), '_blank');
      const dest = safeUrl(button.dataset.dest, { sameOrigin: false });
      if (dest) browser.assign(dest);
    };
    const onKeyDown = (event: KeyboardEvent) => clickOnActivationKey(event, MASKED_COUPON);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  },
};
