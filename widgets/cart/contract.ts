import type { WidgetDefinition } from '../../mount/types';
import { startAddToCart } from './add';
import { startCartFragments } from './fragments';
import { startCartPanelTrigger } from './drawing';
import { CART_BUTTON, CART_PANEL, LOOP_BUTTON_DATA, MINI_CART, MINI_CART_ITEM, REMOVE_BUTTON } from './hooks';

/**
 * The cart, one feature (SPEC §4, §7): the add from loop buttons, product forms and quick views
 * (add.ts), the fragments with their cache and refreshes (fragments.ts), the sliding
 * panel (drawing.ts, panel.ts) and the mini-cart's edits (mini-cart.ts). It drives the
 * DOM-free core (src/cart, `ctx.cart`). Five definitions, so that each keeps the name a theme
 * gives `disabled_widgets` (docs/hooks.md). Its selectors live in hooks.ts.
 */
export const widgets: WidgetDefinition[] = [
  { name: 'add-to-cart', data: LOOP_BUTTON_DATA, start: startAddToCart },
  /** The session cache, refreshes, and the one renderer of cart changes. */
  { name: 'cart-fragments', start: startCartFragments },
  /**
   * The panel's controller (panel.ts: the modal dialog — focus in and trapped, the page inert) is
   * a chunk of its own, fetched on intent on the cart button, and connected when the pointer
   * rests on an add control or focus reaches one (answer.ts), so that a click that comes
   * later finds it running. Showing the panel with an add's line is part of the answer's code
   * (answer.ts): a click that comes before the panel's code shows the line without it, and the
   * code makes the shown panel a dialog once it runs.
   */
  {
    name: 'cart-panel',
    hooks: CART_PANEL,
    strategy: { on: 'manual', intent: CART_BUTTON },
    // The code that shows the panel (the answer's code) comes through the cart's one loader:
    // intent on the cart button asks for it (drawing.ts), and panel.ts waits for it.
    load: () => import('./panel'),
  },
  /** The cart button, and the panel after an add (ours or other code's): drawing.ts listens, answer.ts shows. */
  { name: 'cart-panel-trigger', start: startCartPanelTrigger },
  /**
   * Mini-cart remove links and quantity edits (SPEC §4 "Mini-cart quantity", §7): ./mini-cart,
   * loaded on intent on a mini-cart (the pointer over it, focus in it — the panel moves focus in
   * when it opens). A remove click that comes first is held and clicked again once the code runs
   * (if it cannot load, the link's own href removes the line); a typed or stepped quantity that
   * comes first is handed to it.
   */
  {
    name: 'mini-cart',
    hooks: `${MINI_CART}, ${MINI_CART_ITEM}`,
    strategy: { on: 'interaction', events: ['input', 'change'], hold: `${MINI_CART_ITEM} ${REMOVE_BUTTON}` },
    load: () => import('./mini-cart'),
  },
];
