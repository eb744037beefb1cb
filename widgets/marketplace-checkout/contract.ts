import type { BehaviourDefinition } from '../../mount/types';
import { deferredStart } from '../../src/lib/deferred-start';

/**
 * The cart page's marketplace gate (SPEC §4 "Marketplace shop in the cart", §5): the shops list
 * `.WooZone-cart-checkout` and the optional e-mail field `.woozone_email_wrapper` before
 * `.wc-proceed-to-checkout .checkout-button`. One delegated listener per event type.
 */
export const SHOPS = '.WooZone-cart-checkout';
export const EMAIL_WRAPPER = '.woozone_email_wrapper';
export const GATE_HOOKS = `${SHOPS}, ${EMAIL_WRAPPER}`;
export const SHOP_FORM = '.WooZone-cart-checkout li .WooZone-cc_checkout form';
export const SHOP_CANCEL = '.WooZone-cart-checkout li .WooZone-cc_checkout input[type="button"].cancel';
export const CHECKOUT_BUTTON = '.wc-proceed-to-checkout .checkout-button';
export const EMAIL_INPUT = '#woozone_checkout_email';

/**
 * The listeners are their own chunk (listeners.ts), fetched at start on cart pages with these
 * hooks. A click on proceed-to-checkout or a shop's cancel before they run is held and replayed,
 * so the gate is never skipped; on pages without the hooks the checkout button is not held.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-checkout',
  selector: GATE_HOOKS,
  // The same chunk as the listeners: once the shops show their state, the gate also listens.
  enhance(el, ctx) {
    void import('./listeners').then((m) => m.enhance(el, ctx));
  },
  start: (ctx) =>
    deferredStart(ctx, {
      hooks: GATE_HOOKS,
      gate: document.querySelector(GATE_HOOKS) ? `${CHECKOUT_BUTTON}, ${SHOP_CANCEL}` : SHOP_CANCEL,
      load: () => import('./listeners').then((m) => ({ start: m.startGateListeners })),
    }),
};
