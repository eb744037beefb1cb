import type { WidgetContext } from '../../mount/types';
import { undoRemoval } from '../../src/api/cart-edits';
import { UNDO_REMOVAL_MS } from '../../src/config/constants';
import { safeUrl } from '../../src/dom/browser';
import { adoptStyles } from '../../src/dom/styles';
import { t } from '../../src/i18n/t-lazy';
import { MINI_CART_FRAGMENT } from '../../src/connect-cart';
import { CART_PANEL, MINI_CART_ITEM, REMOVE_BUTTON } from './hooks';
import { itemKeyOf } from './item-key';

const NOTICE = 'sw-undo-removal';
const CSS = `.${NOTICE}{display:flex;flex-wrap:wrap;align-items:center;gap:.5em;list-style:none;padding:.5em 0}.${NOTICE}-list{margin:0;padding:0}.${NOTICE} button{cursor:pointer}`;
const CLOSE_BUTTON = '.rh-sslide-close-btn';

/** Where the line was in one mini-cart: the element around its fragment (kept when the fragment is redrawn) and its row's place. */
interface Place {
  host: Element;
  index: number;
  notice: HTMLElement;
  /** The shopper's mini-cart (the one whose × was used): focus goes there. */
  used: boolean;
}

/** A removed line whose undo is on offer. */
export interface RemovedLine {
  key: string;
  name: string;
  /** The cart URL with `undo_item` and the remove link's `woocommerce-cart` nonce. */
  undoUrl: string;
  places: Place[];
}

/**
 * `wc_get_cart_undo_url()` from the remove link (`wc_get_cart_remove_url()`): the same cart URL
 * and the same nonce action, so the link's `_wpnonce` serves. Null without a nonce (no undo).
 */
function undoUrlOf(link: HTMLAnchorElement, key: string): string | null {
  const href = safeUrl(link.getAttribute('href'));
  if (!href) return null;
  const url = new URL(href);
  const nonce = url.searchParams.get('_wpnonce');
  if (!nonce) return null;
  url.searchParams.delete('remove_item');
  url.searchParams.delete('_wpnonce');
  url.searchParams.set('undo_item', key);
  url.searchParams.set('_wpnonce', nonce);
  return url.href;
}

const rowsIn = (container: Element) => Array.from(container.querySelectorAll(MINI_CART_ITEM));
const nameOf = (row: Element) => row.querySelector('a:not(.remove)')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * Read before the × is sent (the answer redraws every mini-cart): the line's name, its undo URL
 * and where it shows. Null when the link offers no undo.
 */
export function readRemovedLine(link: HTMLAnchorElement, key: string): RemovedLine | null {
  const undoUrl = undoUrlOf(link, key);
  const usedRow = link.closest(MINI_CART_ITEM);
  const name = usedRow && nameOf(usedRow);
  // No product name to say what was removed: the removal is said as before, without an undo.
  if (!undoUrl || !usedRow || !name) return null;
  const places: Place[] = [];
  for (const container of Array.from(document.querySelectorAll(MINI_CART_FRAGMENT))) {
    const rows = rowsIn(container);
    const row = rows.find((r) => itemKeyOf(r) === key);
    const host = container.parentElement;
    if (!row || !host) continue;
    places.push({ host, index: rows.indexOf(row), notice: document.createElement('li'), used: row === usedRow });
  }
  return { key, name, undoUrl, places };
}

/** The undo on offer (one at a time: a newer removal takes its place, as on WooCommerce's cart page). */
let current: { line: RemovedLine; drop(): void } | undefined;

/** Puts a notice where its line was in its mini-cart's current fragment (it is redrawn on every cart change). */
function place({ host, index, notice }: Place): void {
  const container = host.querySelector(MINI_CART_FRAGMENT);
  if (!container || container.contains(notice)) return;
  const list = container.querySelector('ul.woocommerce-mini-cart, ul.cart_list');
  if (list) return void list.insertBefore(notice, rowsIn(list)[index] ?? null);
  // The cart is empty (no list): the notice goes before the empty message, in a list of its own.
  const own = notice.parentElement?.matches(`.${NOTICE}-list`) ? notice.parentElement : document.createElement('ul');
  own.className = `${NOTICE}-list`;
  own.append(notice);
  container.prepend(own);
}

/** The notice on the page, when its mini-cart shows it. */
const shownNotice = (place: Place) => (place.host.contains(place.notice) ? place.notice : null);

/**
 * Where focus goes when the notice it is on goes away: the remove control of the line now at its
 * place (the next line), else of the last line, else the panel's close button, else the
 * mini-cart itself (a widget with an empty cart).
 */
function focusAfter(place: Place): void {
  const container = place.host.querySelector<HTMLElement>(MINI_CART_FRAGMENT);
  if (!container) return;
  const rows = rowsIn(container);
  const row = rows[place.index] ?? rows.at(-1);
  const target = row?.querySelector<HTMLElement>(REMOVE_BUTTON) ?? place.host.closest(CART_PANEL)?.querySelector<HTMLElement>(CLOSE_BUTTON);
  if (target) return target.focus();
  container.setAttribute('tabindex', '-1');
  container.focus();
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Offers the undo of a line the × removed (its answer is shown): each mini-cart that showed the
 * line shows "“name” removed. Undo" in its place for UNDO_REMOVAL_MS, said in the live region;
 * focus, which the redraw took from the ×, goes to the undo button of the shopper's mini-cart.
 * Undo is WooCommerce's own `undo_item` (one request, however often it is pressed), then the
 * fragments; the line back (same key, so never a second line) or the failure is said.
 */
export function offerUndo(ctx: WidgetContext, line: RemovedLine): void {
  current?.drop();
  adoptStyles('mini-cart-undo', CSS);
  const { name } = line;
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The notice had focus when a redraw took it off the page: it gets it back when it is put back. */
  let focusInNotice = false;

  for (const p of line.places) {
    const text = document.createElement('span');
    text.id = `${NOTICE}-${line.key}-${line.places.indexOf(p)}`;
    text.textContent = t('lineRemoved', { name });
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button sw-undo-button';
    button.textContent = t('undoRemoval');
    button.setAttribute('aria-describedby', text.id);
    button.addEventListener('click', () => void undo());
    p.notice.className = NOTICE;
    p.notice.replaceChildren(text, ' ', button);
    place(p);
  }

  const onFocusIn = (event: FocusEvent) => {
    focusInNotice = line.places.some((p) => shownNotice(p)?.contains(event.target as Node));
  };
  document.addEventListener('focusin', onFocusIn);
  // A cart change redraws a mini-cart (its fragment replaced, or the panel emptied and filled
  // again), whenever the drawing code is here: the notice goes back in its place.
  const redraws = new MutationObserver(() => {
    const lost = focusInNotice && focusLost();
    line.places.forEach(place);
    if (lost) shownNotice(usedPlace())?.querySelector<HTMLElement>('button')?.focus();
  });
  for (const p of line.places) redraws.observe(p.host, { childList: true });
  const stopWatching = () => redraws.disconnect();
  const usedPlace = () => line.places.find((p) => p.used) ?? line.places[0]!;

  /** Takes the notices off the page; focus on one (or lost with it) goes to a sensible place. */
  function close(): void {
    const hadFocus = focusInNotice || line.places.some((p) => shownNotice(p)?.contains(document.activeElement));
    drop();
    if (hadFocus && focusLost()) focusAfter(usedPlace());
  }

  function drop(): void {
    clearTimeout(timer);
    stopWatching();
    document.removeEventListener('focusin', onFocusIn);
    for (const p of line.places) {
      const own = p.notice.parentElement?.matches(`.${NOTICE}-list`) ? p.notice.parentElement : null;
      p.notice.remove();
      own?.remove();
    }
    if (current?.line === line) current = undefined;
  }

  const expireLater = () => {
    clearTimeout(timer);
    timer = setTimeout(close, UNDO_REMOVAL_MS);
  };

  async function undo(): Promise<void> {
    if (busy) return;
    busy = true;
    clearTimeout(timer);
    for (const p of line.places) p.notice.querySelector('button')?.setAttribute('aria-disabled', 'true');
    // The redirect's answer says nothing of what happened: the refreshed cart does.
    const sent = await undoRemoval(ctx.http, line.undoUrl);
    if (!sent.ok && sent.reason === 'aborted') return;
    await ctx.cart.refresh();
    if (current?.line !== line) return;
    const fragment = ctx.store.getState().cart.fragments[MINI_CART_FRAGMENT] ?? '';
    if (showsLine(fragment, line.key)) {
      const hadFocus = focusInNotice || focusLost();
      drop();
      ctx.store.getState().ui.announce(t('lineRestored', { name }));
      if (hadFocus) focusRestored(usedPlace(), line.key);
      return;
    }
    // Not back (the nonce expired, the session lost the line): said in place, until the notice goes.
    const failed = t('undoFailed', { name });
    const hadFocus = focusInNotice || focusLost();
    for (const p of line.places) p.notice.replaceChildren(failed);
    focusInNotice = false;
    if (hadFocus) focusAfter(usedPlace());
    ctx.store.getState().ui.announce(failed);
    expireLater();
  }

  current = { line, drop };
  ctx.store.getState().ui.announce(t('lineRemoved', { name }));
  if (focusLost()) shownNotice(usedPlace())?.querySelector<HTMLElement>('button')?.focus();
  expireLater();
}

/**
 * Whether the mini-cart's markup shows the line: its `cartkey-` class (the theme's) or its remove
 * link's key (WooCommerce's). The key is WooCommerce's hex hash, printed as it is.
 */
const showsLine = (html: string, key: string): boolean => html.includes(`cartkey-${key}`) || html.includes(`data-cart_item_key="${key}"`);

/** Focus on the restored line's remove control (the line is back where the shopper left it). */
function focusRestored(place: Place, key: string): void {
  const container = place.host.querySelector(MINI_CART_FRAGMENT);
  const row = container && rowsIn(container).find((r) => itemKeyOf(r) === key);
  const target = row?.querySelector<HTMLElement>(REMOVE_BUTTON);
  if (target) target.focus();
  else focusAfter(place);
}

/** Drops the undo on offer (the mini-cart's code stops). */
export function dropUndo(): void {
  current?.drop();
}
