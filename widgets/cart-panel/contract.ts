import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { CART_EVENTS } from '../../src/events/names';
import { onFromOthers } from '../../src/events/bus';
import { wooScriptPresent } from '../../src/events/coexistence';
import { fragmentsAnswer } from '../../src/api/cart';
import { CART_PANEL, showCartAfterAdd } from './show-after-add';

/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';

/**
 * The theme's sliding cart panel (HOOKS.md): `#rh-woo-cart-panel.rh-sslide-panel`. Its
 * controller is a chunk of its own, fetched at idle; the open state lives in the store.
 */
const island: IslandDefinition = {
  kind: 'island',
  name: 'cart-panel',
  selector: CART_PANEL,
  strategy: 'manual',
  prefetch: true,
  load: () => import('./panel'),
};

const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'cart-panel-trigger',
  start(ctx) {
    // Closed, the panel is out of the tab order and the accessibility tree.
    document.querySelector<HTMLElement>(CART_PANEL)?.setAttribute('inert', '');

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const button = (event.target as Element | null)?.closest?.(CART_BUTTON);
      if (!button || !document.querySelector(CART_PANEL)) return;
      event.preventDefault();
      ctx.store.getState().ui.setCartPanelOpen(true);
    };
    document.addEventListener('click', onClick);

    const unsubscribe = ctx.store.subscribe((state, previous) => {
      if (state.ui.cartPanelOpen && !previous.ui.cartPanelOpen) void ctx.activateIsland('cart-panel');
    });

    // An add made by other code (WooCommerce's add-to-cart.js, a quick-view plugin).
    const offAdded = onFromOthers(CART_EVENTS.addedToCart, ([fragments, cartHash]) => {
      const parsed = fragmentsAnswer.safeParse({ fragments, cart_hash: typeof cartHash === 'string' ? cartHash : undefined });
      if (parsed.success) {
        const hash = parsed.data.cart_hash ?? '';
        // WooCommerce's own script already put these fragments on the page.
        const source = wooScriptPresent('wc-add-to-cart') ? 'others' : 'add';
        ctx.store.getState().cart.receive({ source, fragments: parsed.data.fragments, cartHash: hash, hasHash: Boolean(hash) });
      }
      showCartAfterAdd(ctx);
    });

    return () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
      offAdded();
    };
  },
};

export const widgets = [island, trigger];
