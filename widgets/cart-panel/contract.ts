import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { CART_EVENTS } from '../../src/events/names';
import { onFromOthers } from '../../src/events/bus';
import { receiveFromOthers } from '../cart-fragments/from-others';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { t } from '../../src/i18n/t';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import { CART_PANEL, showCartAfterAdd } from './show-after-add';
import { AJAX_ADD_BUTTON, PRODUCT_FORM } from '../add-to-cart/contract';

/** The cart button that opens the panel; its href (/cart/) is the no-script path. */
export const CART_BUTTON = '.menu-cart-btn';

/**
 * The theme's sliding cart panel (HOOKS.md): `#rh-woo-cart-panel.rh-sslide-panel`. Its
 * controller (and React) is a chunk of its own, fetched on intent — the pointer or focus on the
 * cart button or an add-to-cart control — so it arrives while an add's request is on its way;
 * mounted when the panel opens. The open state lives in the store.
 */
const island: IslandDefinition = {
  kind: 'island',
  name: 'cart-panel',
  selector: CART_PANEL,
  strategy: 'manual',
  intent: `${CART_BUTTON}, ${AJAX_ADD_BUTTON}, ${PRODUCT_FORM} [type=submit]`,
  load: () => import('./panel'),
};

const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'cart-panel-trigger',
  start(ctx) {
    // Closed, the panel is out of the tab order and the accessibility tree.
    document.querySelector<HTMLElement>(CART_PANEL)?.setAttribute('inert', '');

    /** The cart button whose click opened the panel (its href is the way back if the panel can't load). */
    let openedBy: Element | null = null;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      // An empty panel is worse than the cart page: without our Trusted Types policy, the link.
      if (htmlInsertionRefused()) return;
      const button = (event.target as Element | null)?.closest?.(CART_BUTTON);
      if (!button || !document.querySelector(CART_PANEL)) return;
      event.preventDefault();
      openedBy = button;
      ctx.store.getState().ui.setCartPanelOpen(true);
    };
    document.addEventListener('click', onClick);

    const unsubscribe = ctx.store.subscribe((state, previous) => {
      if (!state.ui.cartPanelOpen || previous.ui.cartPanelOpen) return;
      const button = openedBy;
      openedBy = null;
      void ctx.activateIsland('cart-panel').then((running) => {
        if (running) return;
        // The panel's code did not load (offline, a stale deploy): the cart button goes to the
        // cart page as printed, an add says so in a toast; the next open tries the panel again.
        const ui = ctx.store.getState().ui;
        ui.setCartPanelOpen(false);
        const href = button && safeUrl(button.getAttribute('href'));
        if (href) browser.assign(href);
        else if (!button) ui.showToast(t('addedToCart'));
      });
    });

    // An add made by other code (WooCommerce's add-to-cart.js, a quick-view plugin).
    const offAdded = onFromOthers(CART_EVENTS.addedToCart, (args) => {
      receiveFromOthers(ctx, args, 'add');
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
