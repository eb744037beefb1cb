import type { WidgetDefinition } from '../../mount/types';

/** WooCommerce's coming-soon footer banner and its dismiss link (`data-rest-url`, `data-rest-nonce`). */
const DISMISS = 'a.coming-soon-footer-banner-dismiss';

export const widgets: WidgetDefinition[] = [
  { name: 'coming-soon-banner', hooks: DISMISS, strategy: { on: 'interaction', events: ['click'], hold: DISMISS }, load: () => import('./coming-soon-banner') },
];
