import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { startCartPanelTrigger } from './trigger';

/** The theme's sliding cart panel (HOOKS.md). */
export const CART_PANEL = '#rh-woo-cart-panel';
/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';

/**
 * The panel's controller (panel.ts: the modal dialog) is a chunk of its own. Showing the panel
 * with an add's line is start-up code (trigger.ts), so an add control's intent fetches nothing:
 * the code comes at the answer, after the line is painted, and never competes with it. The cart
 * button's intent fetches it, so a click on that button finds it there.
 */
const island: IslandDefinition = {
  kind: 'island',
  name: 'cart-panel',
  selector: CART_PANEL,
  strategy: 'manual',
  intent: CART_BUTTON,
  load: () => import('./panel'),
};

/** The cart button, and the panel after an add (ours or other code's): trigger.ts. */
const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'cart-panel-trigger',
  start: startCartPanelTrigger,
};

export const widgets = [island, trigger];
