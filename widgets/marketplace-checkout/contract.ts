import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/**
 * The cart page's marketplace gate (SPEC §4 "Marketplace shop in the cart", §5): the shops list
 * `.WooZone-cart-checkout` and the optional e-mail field `.woozone_email_wrapper` before
 * `.wc-proceed-to-checkout .checkout-button`. One delegated listener per event type.
 */
export const SHOPS = '.WooZone-cart-checkout';
export const EMAIL_WRAPPER = '.woozone_email_wrapper';
/** On the cart page only (body.woocommerce-cart), where WooZone prints them. */
export const GATE_HOOKS = `body.woocommerce-cart ${SHOPS}, body.woocommerce-cart ${EMAIL_WRAPPER}`;
export const SHOP_FORM = '.WooZone-cart-checkout li .WooZone-cc_checkout form';
export const SHOP_CANCEL = '.WooZone-cart-checkout li .WooZone-cc_checkout input[type="button"].cancel';
export const CHECKOUT_BUTTON = '.wc-proceed-to-checkout .checkout-button';
export const EMAIL_INPUT = '#woozone_checkout_email';

/**
 * The listeners are their own chunk (listeners.ts), fetched at start on cart pages with these
 * hooks (the shops show their state at once). A click on proceed-to-checkout or a shop's cancel
 * before they run is held and clicked again, so the gate is never skipped; on pages without
 * the hooks the checkout button is not held.
 */
const load = () => import('./listeners');

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-checkout',
  // The same chunk as the listeners: once the shops show their state, the gate also listens.
  elements: elementCode({ selector: GATE_HOOKS, strategy: 'load', load, run: (m, el, ctx) => m.enhance(el, ctx) }),
  code: {
    strategy: 'load',
    hooks: GATE_HOOKS,
    hold: `${CHECKOUT_BUTTON}, ${SHOP_CANCEL}`,
    // Looked at when such a click comes (rare: the code loads at start where the hooks are),
    // not by a walk of every page at start. A shop's cancel is inside the shops list, so the
    // hooks are there whenever one is clicked: only the checkout button is ever let through.
    holdWhen: () => document.querySelector(GATE_HOOKS) !== null,
    load,
  },
};
