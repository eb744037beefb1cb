import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { startCartPanelTrigger } from './trigger';
import { loadAnswerCode } from '../add-to-cart/answer-code';

/** The theme's sliding cart panel (HOOKS.md). */
export const CART_PANEL = '#rh-woo-cart-panel';
/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';

/**
 * The panel's controller (panel.ts: the modal dialog — focus in and trapped, the page inert) is
 * a chunk of its own, fetched on intent on the cart button, and mounted when the pointer rests on
 * an add control or focus reaches one (show.ts), so that a click that comes later finds it
 * running. Showing the panel with an add's line is part of the add's answer code (show.ts, in
 * widgets/add-to-cart/answer.ts): a click that comes before the panel's code (the pointer
 * arrives and clicks at once) shows the line without it, and the code makes the shown panel a
 * dialog once it runs.
 */
const island: IslandDefinition = {
  kind: 'island',
  name: 'cart-panel',
  selector: CART_PANEL,
  strategy: 'manual',
  intent: CART_BUTTON,
  // With the code that shows the panel (the answer's code): whatever fetches the dialog ahead
  // (intent, a `data-load-on` of the cart button) fetches what its click needs.
  load: () => Promise.all([import('./panel'), loadAnswerCode()]).then(([panel]) => panel),
};

/** The cart button, and the panel after an add (ours or other code's): trigger.ts listens, show.ts shows. */
const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'cart-panel-trigger',
  start: startCartPanelTrigger,
};

export const widgets = [island, trigger];
