import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';
import { startLanding } from '../../src/attribution/landing';

/** Where the checkout fields are (HOOKS.md "Order attribution"): the inputs element, the classic form, the block checkout. */
export const CHECKOUT_HOOKS = 'wc-order-attribution-inputs, form[name=checkout], .wp-block-woocommerce-checkout';

/**
 * Order attribution (SPEC §3, §4; HOOKS.md "Order attribution") where WooCommerce printed
 * `wc_order_attribution`: the landing capture runs at start on every page (src/attribution/
 * landing.ts: the page view in the sbjs cookies, setOrderTracking); the checkout fields' code
 * loads at start only where a checkout is on the page, and again fills checkout markup added
 * later (an updated classic checkout, a block checkout).
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'order-attribution',
  start: (ctx) => startLanding(ctx.config),
  elements: elementCode({
    selector: CHECKOUT_HOOKS,
    strategy: 'load',
    load: () => import('../../src/attribution/attribution'),
    run: (m, _el, ctx) => m.fillCheckout(ctx.config),
  }),
};
