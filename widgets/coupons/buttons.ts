import { readData } from '../../src/dom/hooks';
import { COUPON_DATA } from './hooks';

/** The declared data of a coupon button. */
export const couponData = (button: Element) => readData('coupons', button, COUPON_DATA);

/** Shows a coupon's code as text on the button itself (unmasked). */
export function unmask(button: HTMLElement): void {
  button.classList.remove('masked_coupon');
  button.classList.add('not_masked_coupon');
  const label = button.querySelector('.coupon_text') ?? button;
  label.textContent = couponData(button).clipboardText;
}

/**
 * An expired coupon shows its code, and says it leads nowhere. As the theme's own script does
 * (custom.js): it no longer looks like a button, and the block around it no longer waits for a
 * reveal (`reveal_enabled`).
 */
export function showExpired(button: HTMLElement): void {
  unmask(button);
  button.classList.remove('woo_loop_btn', 'coupon_btn', 'btn_offer_block', 'wpsm-button');
  button.closest('.reveal_enabled')?.classList.remove('reveal_enabled');
  button.setAttribute('aria-disabled', 'true');
}
