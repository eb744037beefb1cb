import type { BehaviourDefinition } from '../../mount/types';

/**
 * The cart page's marketplace gate (SPEC §4 "Marketplace shop in the cart", §5): the shops list
 * `.WooZone-cart-checkout` and the optional e-mail field `.woozone_email_wrapper` before
 * `.wc-proceed-to-checkout .checkout-button`. One delegated listener per event type; the code
 * loads when the page has these hooks.
 */
export const SHOPS = '.WooZone-cart-checkout';
export const EMAIL_WRAPPER = '.woozone_email_wrapper';
export const GATE_HOOKS = `${SHOPS}, ${EMAIL_WRAPPER}`;
export const SHOP_FORM = '.WooZone-cart-checkout li .WooZone-cc_checkout form';
export const SHOP_CANCEL = '.WooZone-cart-checkout li .WooZone-cc_checkout input[type="button"].cancel';
export const CHECKOUT_BUTTON = '.wc-proceed-to-checkout .checkout-button';
export const EMAIL_INPUT = '#woozone_checkout_email';

type Gate = typeof import('./gate');
let loaded: Gate | null = null;
const gate = (): Promise<Gate> =>
  import('./gate').then((m) => {
    loaded = m;
    return m;
  });

/** Runs at once when the code is there (it loads with the page's hooks), else when it arrives. */
const withGate = (fn: (m: Gate) => void): void => {
  if (loaded) fn(loaded);
  else void gate().then(fn);
};

/** When the e-mail is re-checked: keyup (SPEC), and input/change for what arrives without keys (autofill, a mouse paste). */
const EMAIL_EVENTS = ['keyup', 'input', 'change'] as const;

const closest = (event: Event, selector: string) => (event.target as Element | null)?.closest?.(selector) ?? null;

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-checkout',
  selector: GATE_HOOKS,
  enhance(el, ctx) {
    void gate().then((m) => m.enhance(el, ctx));
  },
  start(ctx) {
    const onSubmit = (event: SubmitEvent) => {
      const form = closest(event, SHOP_FORM);
      if (form) withGate((m) => m.decide(form, 'success', ctx));
    };
    const onClick = (event: MouseEvent) => {
      const cancel = closest(event, SHOP_CANCEL);
      if (cancel) {
        event.preventDefault();
        withGate((m) => m.decide(cancel, 'cancel', ctx));
        return;
      }
      const button = closest(event, CHECKOUT_BUTTON) as HTMLElement | null;
      if (!button || event.defaultPrevented || !document.querySelector(GATE_HOOKS)) return;
      if (loaded) {
        if (loaded.onCheckout(button, ctx) !== 'proceed') event.preventDefault();
        return;
      }
      // First click before the code arrived: hold the navigation, decide, then go on ourselves.
      event.preventDefault();
      void gate().then((m) => {
        if (m.onCheckout(button, ctx) === 'proceed') m.follow(button);
      });
    };
    const onEmail = (event: Event) => {
      const input = closest(event, EMAIL_INPUT);
      if (input) withGate((m) => m.validateEmail(input as HTMLInputElement));
    };
    document.addEventListener('submit', onSubmit);
    document.addEventListener('click', onClick);
    for (const type of EMAIL_EVENTS) document.addEventListener(type, onEmail);
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick);
      for (const type of EMAIL_EVENTS) document.removeEventListener(type, onEmail);
    };
  },
};
