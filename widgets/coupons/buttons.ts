import { readData } from '../../src/dom/data-values';
import { makeOperable } from '../../src/dom/operable';
import { COUPON_DATA, MASKED_COUPON } from './contract';

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
