import type { BehaviourDefinition } from '../../mount/types';
import type { AttributionApi } from '../../src/attribution/start';
import { attributionGlobal } from '../../src/attribution/global';
import { log } from '../../src/lib/log';

/**
 * Order attribution (SPEC §3, §4; HOOKS.md "Order attribution"). Starts on every page where
 * WooCommerce printed `wc_order_attribution`; the code loads at once as its own chunk. Until it
 * has, `setOrderTracking(allow)` is remembered and `getAttributionData()` returns null.
 */
let ready: Promise<AttributionApi> | null = null;

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'order-attribution',
  selector: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
  start(ctx) {
    ready = null;
    if (!ctx.config.present.wc_order_attribution) return;
    const target = attributionGlobal();
    let requested: boolean | undefined;
    target.getAttributionData = () => null;
    target.setOrderTracking = (allow) => {
      requested = Boolean(allow);
    };
    ready = import('../../src/attribution/start').then((m) => m.startAttribution(ctx.config, requested));
    ready.catch((error: unknown) => log.error('order attribution failed to load; the checkout fields stay empty.', error));
  },
  // Checkout markup added later (an updated classic checkout, a block checkout) is filled too.
  enhance() {
    void ready?.then((api) => api.refresh()).catch(() => {});
  },
};
