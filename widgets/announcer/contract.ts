import type { BehaviourDefinition } from '../../mount/types';
import { startAnnouncer } from './live-region';

/** WooCommerce's live region for cart messages (HOOKS.md); created when the theme has none. */
export const LIVE_REGION = '.widget_shopping_cart_live_region';

/** Speaks `ui.announce(text)` through the polite live region (./live-region). */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'announcer',
  start: startAnnouncer,
};
