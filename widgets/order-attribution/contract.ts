import type { WidgetDefinition } from '../../mount/types';
import { startLanding } from '../../src/attribution/landing';

/** Where the classic checkout's fields are (HOOKS.md "Order attribution"): the inputs element, the classic form. */
export const CLASSIC_CHECKOUT_HOOKS = 'wc-order-attribution-inputs, form[name=checkout]';

/** The block checkout, whose fields are its wp.data store's extension data. */
export const BLOCK_CHECKOUT_HOOK = '.wp-block-woocommerce-checkout';

/** Every checkout the fields go into. */
export const CHECKOUT_HOOKS = `${CLASSIC_CHECKOUT_HOOKS}, ${BLOCK_CHECKOUT_HOOK}`;

/**
 * The button that places a classic order (WooCommerce's #place_order): its click submits the
 * form, so it can be held and clicked again. The block checkout's button is never held: React
 * handles its click at the block's root, before a listener on document sees it, so holding it
 * stops nothing and clicking it again is a second submit into a checkout busy with the first.
 * Its data is in the store before any click instead (the second definition below).
 */
export const PLACE_ORDER = 'form[name=checkout] [type=submit]';

/** The checkout fields' code (src/attribution/attribution.ts). */
const checkoutCode = () => import('../../src/attribution/attribution');

/**
 * Order attribution (SPEC §3, §4; HOOKS.md "Order attribution") where WooCommerce printed
 * `wc_order_attribution`: the landing capture runs at start on every page (src/attribution/
 * landing.ts: the page view in the sbjs cookies, setOrderTracking). The checkout's hidden
 * inputs and extension data matter only when the order is placed, and nothing shows them: their
 * code loads on intent on the classic checkout (the first field focused, the pointer over the
 * form); a click on "place order" that comes before it has run is held and clicked again once the
 * fields are filled, so no order leaves without them. On the block checkout the code loads with
 * the page and puts the data in the checkout's store as soon as the store is there, so its
 * "place order" is never held (see PLACE_ORDER). Checkout markup added later (an updated classic
 * checkout) is filled again as it comes.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'order-attribution',
    start: (ctx) => startLanding(ctx.config),
    hooks: CLASSIC_CHECKOUT_HOOKS,
    strategy: (ctx) => (ctx.config.present.wc_order_attribution ? { on: 'interaction', hold: PLACE_ORDER } : undefined),
    // Loaded once the fields are filled: a held "place order" is clicked again only then.
    load: (ctx) => checkoutCode().then((m) => m.fillCheckout(ctx.config).then(() => ({}))),
  },
  {
    name: 'order-attribution',
    hooks: BLOCK_CHECKOUT_HOOK,
    strategy: (ctx) => (ctx.config.present.wc_order_attribution ? { on: 'load' } : undefined),
    load: (ctx) => checkoutCode().then((m) => m.fillCheckout(ctx.config).then(() => ({}))),
  },
  {
    name: 'order-attribution',
    hooks: CHECKOUT_HOOKS,
    strategy: { on: 'load', addedLater: true },
    load: () => checkoutCode().then((m) => ({ connect: (_el: Element, ctx) => void m.fillCheckout(ctx.config) })),
  },
];
