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
    const gate = import('../../src/analytics/gate').then((m) => m.watchConsent(ctx));
    return () => void gate.then((stop) => stop());
  },
};
