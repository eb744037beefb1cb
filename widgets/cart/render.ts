import { cssEscape } from '../../src/dom/css-escape';
import { htmlToFragment, replaceWithHtml, setHtml } from '../../src/dom/html';
import { elementsForEach, elementsIn } from '../../mount/selector-list';
import { MINI_CART_FRAGMENT } from '../../src/lib/fragment-cache';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import type { CartUpdate } from '../../src/cart/types';

const MINI_CART_TOTAL = '.woocommerce-mini-cart__total';
const rowSelector = (itemKey: string) => `.cartkey-${cssEscape(itemKey)}`;

/**
 * The one module that writes cart fragments into the page (draw-changes.ts hands it every
 * change the page does not show yet; part of the answer's code, answer.ts).
 * A cart change: each fragment replaces the elements its selector names (an element whose
 * markup is already the fragment's stays: WooCommerce's replaceWith would put the same). For a mini-cart
 * quantity change that came back with a cart hash, only the changed row and the total are
 * replaced, so the row the shopper is not editing keeps focus and typed text.
 *
 * Every key's targets are found in ONE walk of the page (a walk per key cost ~6–8 ms each on a
 * listing of 2,000 products at 4× CPU). The keys are applied in order as WooCommerce does
 * (`$(key).replaceWith(html)` one after the other): a key also meets what an earlier key's HTML
 * put on the page, and not what an earlier key took off it.
 */
export function renderCartUpdate(update: CartUpdate, doc: Document = document): void {
  // Without our Trusted Types policy the server's markup stays: it is the truth of page load.
  if (htmlInsertionRefused()) return;
  // A selector the browser cannot parse: nothing on the page can match it.
  const entries = Object.entries(update.fragments).filter(([selector]) => parses(doc, selector));
  const found = elementsForEach(
    doc,
    entries.map(([selector]) => selector),
  );
  const inserted: Element[] = [];
  entries.forEach(([selector, html], i) => {
    if (selector === MINI_CART_FRAGMENT && update.source === 'quantity' && update.cartHash && update.itemKey) {
      if (replaceMiniCartRow(doc, html, update.itemKey)) return;
    }
    const targets = found[i]!.filter((el) => el.isConnected);
    for (const root of inserted) if (root.isConnected) targets.push(...elementsIn(root, selector));
    for (const target of targets) {
      // Already showing this markup — a fresh visit's refresh mostly is, and so is the panel's
      // reload after an add's answer for what this module put there (enhanced since, so its
      // outerHTML differs): left as it is, so the page is not parsed, replaced and scanned again,
      // and what the shopper is using in it (focus, a click held while the mini-cart's code
      // loads) stays.
      if ((update.source === 'refresh' && renderedFrom.get(target) === html) || target.outerHTML === html) continue;
      const added = replaceWithHtml(target, html);
      for (const root of added) renderedFrom.set(root, html);
      inserted.push(...added);
    }
  });
}

/** Whether each key parses, asked once per key (every update names the same few keys). */
const parsed = new Map<string, boolean>();
/** The fragment HTML each element this module put on the page came from, while unchanged since. */
const renderedFrom = new WeakMap<Element, string>();

function parses(doc: Document, selector: string): boolean {
  let ok = parsed.get(selector);
  if (ok === undefined) {
    try {
      doc.createDocumentFragment().querySelector(selector);
      ok = true;
    } catch {
      ok = false;
    }
    parsed.set(selector, ok);
  }
  return ok;
}

/** Replaces the changed row and the total in every mini-cart; false when a whole replace is needed. */
function replaceMiniCartRow(doc: Document, html: string, itemKey: string): boolean {
  const fresh = htmlToFragment(html, doc);
  const freshRow = fresh.querySelector(rowSelector(itemKey));
  const freshTotal = fresh.querySelector(MINI_CART_TOTAL);
  const containers = Array.from(doc.querySelectorAll(MINI_CART_FRAGMENT));
  if (!freshTotal || !containers.every((c) => c.querySelector(rowSelector(itemKey)) && c.querySelector(MINI_CART_TOTAL))) {
    return false;
  }
  for (const container of containers) {
    renderedFrom.delete(container); // changed in place: no longer the HTML it came from
    const row = container.querySelector(rowSelector(itemKey))!;
    const hadFocus = row.contains(doc.activeElement);
    if (freshRow) {
      const newRow = freshRow.cloneNode(true) as Element;
      row.replaceWith(newRow);
      if (hadFocus) newRow.querySelector<HTMLElement>('input.qty')?.focus();
    } else {
      row.remove();
    }
    container.querySelector(MINI_CART_TOTAL)!.replaceWith(freshTotal.cloneNode(true));
    if (!container.querySelector('.woocommerce-mini-cart-item')) return false; // emptied: show the empty message
  }
  return true;
}

/**
 * Fills an emptied mini-cart container (the cart panel's content, emptied when it closes) with
 * the mini-cart the store holds, or a loader until one comes. A container that still holds the
 * mini-cart is left alone: cart changes replace it in place.
 */
export function fillMiniCart(container: Element, fragments: Record<string, string>, loadingText: string): void {
  if (container.querySelector(MINI_CART_FRAGMENT) || htmlInsertionRefused()) return;
  const html = fragments[MINI_CART_FRAGMENT];
  if (html) {
    setHtml(container, html);
    return;
  }
  const loading = container.ownerDocument.createElement('p');
  loading.className = 'sw-cart-loading';
  loading.textContent = loadingText;
  container.replaceChildren(loading);
}
