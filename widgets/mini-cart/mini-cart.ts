import { cssEscape } from '../../src/dom/css-escape';
import type { WidgetContext } from '../../mount/types';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { t } from '../../src/i18n/t';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import { MINI_CART_ITEM, REMOVE_BUTTON, REMOVE_DATA } from './contract';
import { readData } from '../../src/dom/data-values';
import { sendEditsBeforeLeaving } from './send-before-leaving';

// The hooks come from contract.ts, which imports this module: read them in functions only (at
// this module's top level they are not defined yet).
const UPDATING = 'is-updating';

/** The cart key of a mini-cart row: its `cartkey-<key>` class, else its remove link's data. */
export function itemKeyOf(row: Element): string | null {
  const fromClass = Array.from(row.classList)
    .find((c) => c.startsWith('cartkey-'))
    ?.slice('cartkey-'.length);
  const remove = row.querySelector(REMOVE_BUTTON);
  return fromClass || (remove && readData('mini-cart', remove, REMOVE_DATA).cart_item_key) || null;
}

async function removeItem(ctx: WidgetContext, link: HTMLAnchorElement): Promise<void> {
  const row = link.closest(MINI_CART_ITEM);
  const panel = link.closest('#rh-woo-cart-panel');
  row?.classList.add(UPDATING);
  row?.setAttribute('aria-busy', 'true');
  const result = await ctx.cart.remove(readData('mini-cart', link, REMOVE_DATA).cart_item_key, link);
  if (result === 'stopped') return;
  if (result === 'fallback') {
    // No fragments or a failed call: the link's own href removes it the classic way.
    const href = safeUrl(link.getAttribute('href'));
    if (href) browser.assign(href);
    else row?.classList.remove(UPDATING);
    return;
  }
  ctx.store.getState().ui.announce(t('itemRemoved'));
  // The row (and the focused link) are gone: keep keyboard users inside the panel.
  if (panel) panel.querySelector<HTMLElement>(`${REMOVE_BUTTON}, .rh-sslide-close-btn`)?.focus();
}

/** Mini-cart remove links and quantity edits (SPEC §4 "Mini-cart quantity", §7). */
export function startMiniCart(ctx: WidgetContext): () => void {
  const onClick = (event: MouseEvent) => {
    // No HTML can be inserted (Trusted Types refused): the remove link's page shows the cart.
    if (event.defaultPrevented || event.button !== 0 || htmlInsertionRefused()) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_BUTTON);
    if (!link?.closest(MINI_CART_ITEM)) return;
    event.preventDefault();
    void removeItem(ctx, link);
  };
  const onQuantityEdit = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (!(input instanceof HTMLInputElement) || !input.matches(`${MINI_CART_ITEM} input.qty`)) return;
    const row = input.closest(MINI_CART_ITEM)!;
    const key = itemKeyOf(row);
    const quantity = Math.floor(Number(input.value));
    if (!key || input.value.trim() === '' || !Number.isFinite(quantity) || quantity < 0) return;
    input.removeAttribute('aria-invalid');
    row.classList.add(UPDATING);
    ctx.cart.setQuantity(key, quantity);
  };
  // A failed save keeps what the shopper typed, marks the field and says so.
  const unsubscribe = ctx.store.subscribe((state, previous) => {
    if (state.cart.failedKeys === previous.cart.failedKeys) return;
    for (const key of state.cart.failedKeys.filter((k) => !previous.cart.failedKeys.includes(k))) {
      document.querySelectorAll(`.cartkey-${cssEscape(key)}`).forEach((row) => {
        row.classList.remove(UPDATING);
        row.querySelector('input.qty')?.setAttribute('aria-invalid', 'true');
      });
      state.ui.showToast(t('quantityNotSaved'), 'error');
    }
  });
  document.addEventListener('click', onClick);
  // 'input' too: a typed number counts from the keystroke (its 500 ms pause starts there), not
  // from the blur that may never come when the panel closes with the field focused.
  const edits = ['change', 'input'] as const;
  edits.forEach((type) => document.addEventListener(type, onQuantityEdit));
  const stopLeaving = sendEditsBeforeLeaving(ctx);
  return () => {
    stopLeaving();
    unsubscribe();
    document.removeEventListener('click', onClick);
    edits.forEach((type) => document.removeEventListener(type, onQuantityEdit));
  };
}
