import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/** WooCommerce's coming-soon footer banner and its dismiss link (`data-rest-url`, `data-rest-nonce`). */
const DISMISS = 'a.coming-soon-footer-banner-dismiss';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'coming-soon-banner',
  start: (ctx) => lazyListen(ctx, ['click'], DISMISS, () => import('./coming-soon-banner'), DISMISS),
};
