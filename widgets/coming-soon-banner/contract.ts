import type { BehaviourDefinition } from '../../mount/types';

/** WooCommerce's coming-soon footer banner and its dismiss link (`data-rest-url`, `data-rest-nonce`). */
const DISMISS = 'a.coming-soon-footer-banner-dismiss';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'coming-soon-banner',
  code: { hooks: DISMISS, events: ['click'], hold: DISMISS, load: () => import('./coming-soon-banner') },
};
