import type { WidgetContext } from '../../mount/types';
import { CHECKOUT_BUTTON, EMAIL_INPUT, GATE_HOOKS, SHOP_CANCEL, SHOP_FORM } from './hooks';
import { decide, onCheckout, validateEmail } from './gate';

/** Each hook's state (the shops, the e-mail field), as the scanner finds it. */
export { enhance as connect } from './gate';

/** When the e-mail is re-checked: keyup (SPEC), and input/change for what arrives without keys (autofill, a mouse paste). */
const EMAIL_EVENTS = ['keyup', 'input', 'change'] as const;

const closest = (event: Event, selector: string) => (event.target as Element | null)?.closest?.(selector) ?? null;

/** The gate's delegated listeners: a shop's checkout form and cancel, proceed-to-checkout, the e-mail field. */
/** The loading model's name for it (mount/types.ts WidgetCode). */
export const start = (ctx: WidgetContext) => startGateListeners(ctx);

export function startGateListeners(ctx: WidgetContext): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = closest(event, SHOP_FORM);
    if (form) decide(form, 'success', ctx);
  };
  const onClick = (event: MouseEvent) => {
    const cancel = closest(event, SHOP_CANCEL);
    if (cancel) {
      event.preventDefault();
      decide(cancel, 'cancel', ctx);
      return;
    }
    const button = closest(event, CHECKOUT_BUTTON) as HTMLElement | null;
    if (!button || event.defaultPrevented || !document.querySelector(GATE_HOOKS)) return;
    if (onCheckout(button, ctx) !== 'proceed') event.preventDefault();
  };
  const onEmail = (event: Event) => {
    const input = closest(event, EMAIL_INPUT);
    if (input) validateEmail(input as HTMLInputElement);
  };
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick);
  for (const type of EMAIL_EVENTS) document.addEventListener(type, onEmail);
  return () => {
    document.removeEventListener('submit', onSubmit);
    document.removeEventListener('click', onClick);
    for (const type of EMAIL_EVENTS) document.removeEventListener(type, onEmail);
  };
}
