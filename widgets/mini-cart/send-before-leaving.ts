import type { WidgetContext } from '../../mount/types';

/** A click on one of these may take the shopper to another page (checkout, cart, a product). */
const LEAVING_CONTROLS = 'a[href]:not([href^="#"]), button[type="submit"], button:not([type]), input[type="submit"]';

/**
 * No lost edits (DESIGN §9): a mini-cart quantity still in its 500 ms pause is sent at once, as
 * a keepalive request that outlives the page, when the page is hidden or left (pagehide,
 * visibilitychange) and before a click that may leave it (typed 3, then "Afrekenen" at once).
 * Sending early is harmless when the click stays on the page.
 */
export function sendEditsBeforeLeaving(ctx: WidgetContext): () => void {
  const flush = () => ctx.store.getState().cart.flushQuantities({ keepalive: true });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.(LEAVING_CONTROLS)) flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  // Capture: before any handler of the link itself, and before the browser starts to navigate.
  document.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
    document.removeEventListener('click', onClick, true);
  };
}
