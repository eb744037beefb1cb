import type { WidgetDefinition } from '../../mount/types';
import { startCartPanelTrigger } from './trigger';
import { loadAnswerCode } from '../add-to-cart/answer-code';
import { CART_BUTTON, CART_PANEL } from './hooks';

export { CART_BUTTON, CART_PANEL } from './hooks';

/**
 * The panel's controller (panel.ts: the modal dialog — focus in and trapped, the page inert) is
 * a chunk of its own, fetched on intent on the cart button, and connected when the pointer rests
 * on an add control or focus reaches one (show.ts), so that a click that comes later finds it
 * running. Showing the panel with an add's line is part of the add's answer code (show.ts, in
 * widgets/add-to-cart/answer.ts): a click that comes before the panel's code (the pointer
 * arrives and clicks at once) shows the line without it, and the code makes the shown panel a
 * dialog once it runs. The cart button, and the panel after an add (ours or other code's):
 * trigger.ts listens, show.ts shows.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'cart-panel',
    hooks: CART_PANEL,
    strategy: { on: 'manual', intent: CART_BUTTON },
    // With the code that shows the panel (the answer's code): whatever fetches the dialog ahead
    // (intent, a `data-load-on` of the cart button) fetches what its click needs.
    load: () => Promise.all([import('./panel'), loadAnswerCode()]).then(([panel]) => panel),
  },
  { name: 'cart-panel-trigger', start: startCartPanelTrigger },
];
