import type { WidgetContext } from '../../mount/types';

/** A click on one of these may take the shopper to another page (checkout, cart, a product). */
const LEAVING_CONTROLS = 'a[href]:not([href^="#"]), button[type="submit"], button:not([type]), input[type="submit"]';

/**
 * No lost edits (DESIGN §9): a mini-cart quantity still in its 500 ms pause is sent at once, as
 * a keepalive request that outlives the page, when the page is hidden or left (pagehide,
 * visibilitychange) and before a click that may leave it (typed 3, then "Afrekenen" at once).
 * A click whose default another handler prevented (the AJAX remove of a row, an add to cart)
 * stays on the page: nothing is sent early for it.
 */
export function sendEditsBeforeLeaving(ctx: WidgetContext): () => void {
  const flush = () => ctx.cart.flushQuantities({ keepalive: true });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onClick = (event: MouseEvent) => {
    if (!event.defaultPrevented && (event.target as Element | null)?.closest?.(LEAVING_CONTROLS)) flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  // On window, bubbling: after the page's own handlers have said whether they keep the click
  // (preventDefault), and still before the browser starts to navigate.
  window.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('click', onClick);
  };
}
