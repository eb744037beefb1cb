import type { WidgetContext } from '../../mount/types';
import { CART_EVENTS } from '../../src/events/names';
import { on, onFromOthers } from '../../src/events/bus';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import { t } from '../../src/i18n/t';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { receiveFromOthers } from '../cart-fragments/from-others';
// contract.ts imports this module: its hooks are read in functions only, never at the top level.
import { CART_BUTTON, CART_PANEL } from './contract';

/** What the mounted panel (panel.ts) offers; its open state is the `.active` class on the panel. */
export interface CartPanelController {
  open(): void;
}

const controllers = new WeakMap<Element, CartPanelController>();

/** panel.ts registers itself when it mounts; returns the unregister. */
export function registerCartPanel(panel: Element, controller: CartPanelController): () => void {
  controllers.set(panel, controller);
  return () => controllers.delete(panel);
}

/**
 * Opens the sliding cart panel: at once when its code runs, else once it has loaded. When it
 * cannot load (offline, a stale deploy) the cart button goes to the cart page as printed, and an
 * add says so in a toast; the next open tries the panel again.
 */
export function openCartPanel(ctx: WidgetContext, openedBy: Element | null): void {
  const panel = document.querySelector(CART_PANEL);
  if (!panel) return;
  const running = controllers.get(panel);
  if (running) return running.open();
  void ctx.activateIsland('cart-panel').then(() => {
    const mounted = controllers.get(panel);
    if (mounted) return mounted.open();
    const href = openedBy && safeUrl(openedBy.getAttribute('href'));
    if (href) browser.assign(href);
    else if (!openedBy) ctx.store.getState().ui.showToast(t('addedToCart'));
  });
}

/**
 * After a successful add (SPEC §4): no panel while the page shows add-to-cart errors, nor when
 * the shopper is being sent to the cart; the sliding panel when allowed and present (any open
 * modal closes); otherwise the toast.
 */
function showCartAfterAdd(ctx: WidgetContext): void {
  if (document.querySelector('.woocommerce-error') || ctx.config.addToCart.cart_redirect_after_add) return;
  const ui = ctx.store.getState().ui;
  if (ctx.config.options.sliding_cart && document.querySelector(CART_PANEL)) {
    ui.setOpenModal(null);
    openCartPanel(ctx, null);
  } else {
    ui.showToast(t('addedToCart'));
  }
}

/** The cart button opens the panel; so does every add, ours (`added_to_cart`) or other code's. */
export function startCartPanelTrigger(ctx: WidgetContext): () => void {
  // Closed, the panel is out of the tab order and the accessibility tree.
  document.querySelector<HTMLElement>(CART_PANEL)?.setAttribute('inert', '');

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    // An empty panel is worse than the cart page: without our Trusted Types policy, the link.
    if (htmlInsertionRefused()) return;
    const button = (event.target as Element | null)?.closest?.(CART_BUTTON);
    if (!button || !document.querySelector(CART_PANEL)) return;
    event.preventDefault();
    openCartPanel(ctx, button);
  };
  document.addEventListener('click', onClick);

  const offOurs = on(CART_EVENTS.addedToCart, () => showCartAfterAdd(ctx));
  // An add made by other code (WooCommerce's add-to-cart.js, a quick-view plugin).
  const offOthers = onFromOthers(CART_EVENTS.addedToCart, (args) => {
    receiveFromOthers(ctx, args, 'add');
    showCartAfterAdd(ctx);
  });

  return () => {
    document.removeEventListener('click', onClick);
    offOurs();
    offOthers();
  };
}
