import type { BehaviourDefinition } from '../../mount/types';
import { pageGlobal } from '../../src/config/read-config';

/**
 * Shop analytics (SPEC §1, §4) on pages where WooCommerce Analytics printed `wcAnalytics`. The
 * consent gate is a small chunk of its own; the analytics module itself loads only with
 * statistics consent (src/analytics/gate.ts).
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'analytics',
  start(ctx) {
    if (!pageGlobal('wcAnalytics')) return;
    // The coupons widget reads its own reveals; analytics (src/) only receives the reader.
    const gate = import('../../src/analytics/gate').then((m) => m.watchConsent(ctx, () => import('../coupons/coupon-reveal')));
    return () => void gate.then((stop) => stop());
  },
};
