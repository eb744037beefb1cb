import type { WidgetDefinition } from '../../mount/types';
import { startLanding } from '../../src/attribution/landing';

/** Where the checkout fields are (HOOKS.md "Order attribution"): the inputs element, the classic form, the block checkout. */
export const CHECKOUT_HOOKS = 'wc-order-attribution-inputs, form[name=checkout], .wp-block-woocommerce-checkout';

/** The buttons that place the order: the classic form's submit (WooCommerce's #place_order) and the block checkout's. */
export const PLACE_ORDER = 'form[name=checkout] [type=submit], .wc-block-components-checkout-place-order-button';

/** The checkout fields' code (src/attribution/attribution.ts). */
const checkoutCode = () => import('../../src/attribution/attribution');

/**
 * Order attribution (SPEC §3, §4; HOOKS.md "Order attribution") where WooCommerce printed
 * `wc_order_attribution`: the landing capture runs at start on every page (src/attribution/
 * landing.ts: the page view in the sbjs cookies, setOrderTracking). The checkout's hidden
 * inputs and extension data matter only when the order is placed, and nothing shows them: their
 * code loads on intent on the checkout (the first field focused, the pointer over the form). A
 * click on "place order" that comes before it has run is held and clicked again once the fields
 * are filled, so no order leaves without them. Checkout markup added later (an updated classic
 * checkout) is filled again as it comes.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'order-attribution',
    start: (ctx) => startLanding(ctx.config),
    hooks: CHECKOUT_HOOKS,
    strategy: (ctx) => (ctx.config.present.wc_order_attribution ? { on: 'interaction', hold: PLACE_ORDER } : undefined),
    // Loaded once the fields are filled: a held "place order" is clicked again only then.
    load: (ctx) => checkoutCode().then((m) => m.fillCheckout(ctx.config).then(() => ({}))),
  },
  {
    name: 'order-attribution',
    hooks: CHECKOUT_HOOKS,
    strategy: { on: 'load', addedLater: true },
    load: () => checkoutCode().then((m) => ({ connect: (_el: Element, ctx) => void m.fillCheckout(ctx.config) })),
  },
];
