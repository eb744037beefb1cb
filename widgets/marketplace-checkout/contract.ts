import type { WidgetDefinition } from '../../mount/types';
import { CHECKOUT_BUTTON, GATE_HOOKS, SHOP_CANCEL } from './hooks';

export { CHECKOUT_BUTTON, EMAIL_INPUT, EMAIL_WRAPPER, GATE_HOOKS, SHOP_CANCEL, SHOP_FORM, SHOPS } from './hooks';

/**
 * The gate's code (listeners.ts: one delegated listener per event type, and each hook's state)
 * is fetched at start on cart pages with these hooks (the shops show their state at once). A
 * click on proceed-to-checkout or a shop's cancel before it runs is held and clicked again, so
 * the gate is never skipped; on pages without the hooks the checkout button is not held.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'marketplace-checkout',
    hooks: GATE_HOOKS,
    strategy: {
      on: 'load',
      hold: `${CHECKOUT_BUTTON}, ${SHOP_CANCEL}`,
      // Looked at when such a click comes (rare: the code loads at start where the hooks are),
      // not by a walk of every page at start. A shop's cancel is inside the shops list, so the
      // hooks are there whenever one is clicked: only the checkout button is ever let through.
      holdWhen: () => document.querySelector(GATE_HOOKS) !== null,
    },
    load: () => import('./listeners'),
  },
];
