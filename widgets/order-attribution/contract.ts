import type { BehaviourDefinition } from '../../mount/types';
import type { AttributionApi } from '../../src/attribution/attribution';
import { log } from '../../src/lib/log';
import { attributionGlobal } from '../../src/attribution/global';

/**
 * Order attribution (SPEC §3, §4; HOOKS.md "Order attribution") on every page where WooCommerce
 * printed `wc_order_attribution`; the code is a chunk loaded at once. Until it is there,
 * `setOrderTracking(allow)` is remembered and `getAttributionData()` returns null.
 */
let ready: Promise<AttributionApi> | undefined;

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'order-attribution',
  selector: 'wc-order-attribution-inputs, form[name=checkout], .wp-block-woocommerce-checkout',
  start(ctx) {
    ready = undefined;
    if (!ctx.config.present.wc_order_attribution) return;
    const target = attributionGlobal();
    let requested: boolean | undefined;
    target.getAttributionData = () => null;
    target.setOrderTracking = (allow) => {
      requested = Boolean(allow);
    };
    let stopped = false;
    // Torn down while the chunk was arriving: it starts nothing on a page that is gone, and says nothing.
    ready = import('../../src/attribution/attribution').then((m) => (stopped ? new Promise<never>(() => {}) : m.startAttribution(ctx.config, requested)));
    ready.catch((error: unknown) => !stopped && log.error('order attribution failed to load; the checkout fields stay empty.', error));
    return () => {
      stopped = true;
      ready = undefined;
    };
  },
  // Checkout markup added later (an updated classic checkout, a block checkout) is filled too.
  enhance() {
    ready?.then(
      (api) => api.refresh(),
      () => {},
    );
  },
};
