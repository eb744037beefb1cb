import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { AJAX_ADD_BUTTON, PRODUCT_FORM } from '../add-to-cart/contract';
import { startCartPanelTrigger } from './trigger';

/** The theme's sliding cart panel (HOOKS.md). */
export const CART_PANEL = '#rh-woo-cart-panel';
/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';

/**
 * The panel's controller (panel.ts) is a chunk of its own, fetched on intent — the pointer or
 * focus on the cart button or an add-to-cart control — so it arrives while an add's request is
 * on its way; mounted when the panel first opens (trigger.ts).
 */
const island: IslandDefinition = {
  kind: 'island',
  name: 'cart-panel',
  selector: CART_PANEL,
  strategy: 'manual',
  intent: `${CART_BUTTON}, ${AJAX_ADD_BUTTON}, ${PRODUCT_FORM} [type=submit]`,
  load: () => import('./panel'),
};

/** The cart button, and the panel after an add (ours or other code's): trigger.ts. */
const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'cart-panel-trigger',
  start: startCartPanelTrigger,
};

export const widgets = [island, trigger];
