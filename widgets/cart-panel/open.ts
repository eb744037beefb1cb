import type { WidgetContext } from '../../mount/types';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { t } from '../../src/i18n/t';
// contract.ts imports this module: its hooks are read in functions only, never at the top level.
import { CART_PANEL } from './contract';

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
