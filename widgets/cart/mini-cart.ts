import type { WidgetCode, WidgetContext } from '../../mount/types';
import { createQuantityEdits } from '../../src/cart/quantity-edits';
import { editCalls } from '../../src/api/cart-edits';
import { MINI_CART_QUANTITY_DEBOUNCE_MS } from '../../src/config/constants';
import { browser, browserIsOffline, safeUrl, htmlInsertionRefused, whenOnline } from '../../src/dom/browser';
import { readData } from '../../src/dom/hooks';
import { t } from '../../src/i18n/t-lazy';
import { MINI_CART_ITEM, REMOVE_BUTTON } from './hooks';
import { REMOVE_DATA } from './data';
import { itemKeyOf } from './item-key';
import { rowView } from './row-view';
import { sendEditsBeforeLeaving } from './send-before-leaving';
import { dropUndo, offerUndo, readRemovedLine } from './undo-removal';

const UPDATING = 'is-updating';

/** The pause's timer. */
const clock = {
  after(ms: number, run: () => void) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** The cart core's quantity edits and removals, shown on this page's rows (created once per cart core). */
const editsOf = (ctx: WidgetContext) =>
  ctx.cart.quantityEdits((parts) =>
    createQuantityEdits(parts, rowView(ctx), { calls: editCalls(ctx.http), clock, pauseMs: MINI_CART_QUANTITY_DEBOUNCE_MS, whenOnline }),
  );

async function removeItem(ctx: WidgetContext, link: HTMLAnchorElement): Promise<void> {
  const row = link.closest(MINI_CART_ITEM);
  const panel = link.closest('#rh-woo-cart-panel');
  row?.classList.add(UPDATING);
  row?.setAttribute('aria-busy', 'true');
  const key = readData('mini-cart', link, REMOVE_DATA).cart_item_key;
  // Read before the answer redraws the mini-carts: where the line showed, its name, its undo URL.
  const removed = readRemovedLine(link, key);
  const result = await editsOf(ctx).remove(key, link);
  if (result === 'stopped') return;
  if (result === 'fallback') {
    // Offline the link would only reach the browser's offline page: the line stays, and says so.
    if (browserIsOffline()) {
      const view = rowView(ctx);
      view.settle(key);
      return view.tellFailed(key, 'network');
    }
    // No fragments or a failed call: the link's own href removes it the classic way.
    const href = safeUrl(link.getAttribute('href'));
    if (href) browser.assign(href);
    else row?.classList.remove(UPDATING);
    return;
  }
  // The line's place offers its undo (focus goes to it), when the link carries WooCommerce's nonce.
  if (removed) return offerUndo(ctx, removed);
  ctx.store.getState().ui.announce(t('itemRemoved'));
  // The row (and the focused link) are gone: keep keyboard users inside the panel.
  if (panel) panel.querySelector<HTMLElement>(`${REMOVE_BUTTON}, .rh-sslide-close-btn`)?.focus();
}

/**
 * A typed or stepped quantity in a mini-cart row (the quantity widget's plus/minus fire `input`
 * and `change` too). 'input' counts: a typed number starts its 500 ms pause at the keystroke, not
 * at a blur that may never come when the panel closes with the field focused. The ones that
 * came while this code loaded are handed here first, in order.
 */
export const handle: WidgetCode['handle'] = (event, ctx) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches(`${MINI_CART_ITEM} input.qty`)) return;
  const key = itemKeyOf(input.closest(MINI_CART_ITEM)!);
  const quantity = Math.floor(Number(input.value));
  if (!key || input.value.trim() === '' || !Number.isFinite(quantity) || quantity < 0) return;
  editsOf(ctx).edit(key, quantity);
};

/** Remove links (a click held while this code loaded is clicked again) and the edits' flush before leaving. */
export const start: WidgetCode['start'] = (ctx) => {
  editsOf(ctx);
  const onClick = (event: MouseEvent) => {
    // No HTML can be inserted (Trusted Types refused): the remove link's page shows the cart.
    if (event.defaultPrevented || event.button !== 0 || htmlInsertionRefused()) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_BUTTON);
    if (!link?.closest(MINI_CART_ITEM)) return;
    event.preventDefault();
    void removeItem(ctx, link);
  };
  document.addEventListener('click', onClick);
  const stopLeaving = sendEditsBeforeLeaving(ctx);
  return () => {
    dropUndo();
    stopLeaving();
    document.removeEventListener('click', onClick);
  };
};
