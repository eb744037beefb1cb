import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { server } from '../../test/msw';
import { chunkLoadsSettled } from '../../src/lib/load-chunk';
import { UNDO_REMOVAL_MS } from '../../src/config/constants';

const VARIANT = 'Accu grasmaaier Pro zelfrijdend 2×18V – Met 2 accu’s en lader';
const panel = () => document.getElementById('rh-woo-cart-panel')!;
const rows = (root: Element = panel()) => Array.from(root.querySelectorAll<HTMLElement>('.woocommerce-mini-cart-item'));
const rowOf = (name: string, root: Element = panel()) => rows(root).find((r) => r.textContent?.includes(name));
const keyOf = (row: Element | undefined) => row?.querySelector<HTMLElement>('.remove_from_cart_button')?.dataset.cart_item_key;
const qtyOf = (name: string) => rowOf(name)?.querySelector<HTMLInputElement>('input.qty')?.value;
const notice = (root: Element = panel()) => root.querySelector<HTMLElement>('.sw-undo-removal');
const undoButton = (root: Element = panel()) => notice(root)?.querySelector<HTMLButtonElement>('button') ?? null;
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent;
const count = () => document.querySelector('.rh-cart-count')?.textContent;

/** A cart of GreenLine ×2 and the variation "Met 2 accu’s en lader" ×3 (as WooCommerce keeps them). */
async function fillCart(): Promise<void> {
  const add = (body: Record<string, string>) => fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams(body) });
  await add({ product_id: '101', quantity: '2' });
  await add({ product_id: '103', variation_id: '1032', quantity: '3' });
}

async function openPanel(): Promise<void> {
  await fillCart();
  await loadPage('/shop/');
  startWidgets();
  await new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  const reloaded = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  fireEvent.click(document.querySelector('.menu-cart-btn')!);
  await reloaded;
  await waitFor(() => expect(rows()).toHaveLength(2));
  await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
  await chunkLoadsSettled();
  await settle();
}

/** The undo requests the shop received (their query). */
function undoRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.has('undo_item')) seen.push(url.searchParams);
  });
  return seen;
}

async function removeVariant(): Promise<string> {
  const key = keyOf(rowOf(VARIANT))!;
  rowOf(VARIANT)!.querySelector<HTMLElement>('.remove_from_cart_button')!.focus();
  fireEvent.click(rowOf(VARIANT)!.querySelector('.remove_from_cart_button')!);
  await until(() => expect(undoButton()).not.toBeNull());
  return key;
}

describe('undo of a removed mini-cart line', () => {
  it('shows “… verwijderd. Ongedaan maken” in the line’s place, focused and announced; undo brings back the same line', async () => {
    await openPanel();
    expect(count()).toBe('5');
    const requests = undoRequests();
    const key = await removeVariant();

    // The line's place (the second row) holds the notice; the header counts the rest.
    expect(rows()).toHaveLength(1);
    const list = panel().querySelector('ul.woocommerce-mini-cart')!;
    expect(Array.from(list.children).indexOf(notice()!)).toBe(1);
    expect(notice()!.textContent).toBe(`“${VARIANT}” verwijderd. Ongedaan maken`);
    expect(undoButton()!.type).toBe('button');
    expect(document.activeElement).toBe(undoButton());
    await waitFor(() => expect(liveRegion()).toBe(`“${VARIANT}” verwijderd.`));
    expect(count()).toBe('2');

    undoButton()!.click();
    await until(() => expect(rows()).toHaveLength(2));
    expect(requests.map((q) => Object.fromEntries(q))).toEqual([{ undo_item: key, _wpnonce: 'demo' }]);
    // The same line: its key, its quantity, its variation; never a second one.
    expect(keyOf(rowOf(VARIANT))).toBe(key);
    expect(qtyOf(VARIANT)).toBe('3');
    expect(rows().filter((r) => keyOf(r) === key)).toHaveLength(1);
    expect(count()).toBe('5');
    expect(notice()).toBeNull();
    await waitFor(() => expect(liveRegion()).toBe(`“${VARIANT}” staat weer in de winkelwagen.`));
    // Focus is on the restored line's remove control.
    expect(document.activeElement).toBe(rowOf(VARIANT)!.querySelector('.remove_from_cart_button'));
    const cart = await (await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })).json();
    expect(cart.fragments['div.widget_shopping_cart_content'].match(/woocommerce-mini-cart-item /g)).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('sends one undo however often it is pressed', async () => {
    await openPanel();
    const requests = undoRequests();
    await removeVariant();
    const button = undoButton()!;
    button.click();
    button.click();
    fireEvent.click(button);
    await until(() => expect(rows()).toHaveLength(2));
    await settle();
    expect(requests).toHaveLength(1);
    expect(rows()).toHaveLength(2);
    expect(count()).toBe('5');
    server.events.removeAllListeners();
  });

  it('goes after UNDO_REMOVAL_MS, and focus on it moves to the next line’s remove control, else the close button', async () => {
    await openPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The first line: the variation is the next one at its place.
    rowOf('GreenLine')!.querySelector<HTMLElement>('.remove_from_cart_button')!.focus();
    fireEvent.click(rowOf('GreenLine')!.querySelector('.remove_from_cart_button')!);
    await until(() => expect(undoButton()).not.toBeNull());
    expect(document.activeElement).toBe(undoButton());
    await vi.advanceTimersByTimeAsync(UNDO_REMOVAL_MS - 1);
    expect(notice()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(rowOf(VARIANT)!.querySelector('.remove_from_cart_button'));

    // The last line: the cart is empty, the notice stands before the empty message, then the close button.
    fireEvent.click(rowOf(VARIANT)!.querySelector('.remove_from_cart_button')!);
    await until(() => expect(undoButton()).not.toBeNull());
    expect(panel().querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
    expect(document.activeElement).toBe(undoButton());
    await vi.advanceTimersByTimeAsync(UNDO_REMOVAL_MS);
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(panel().querySelector('.rh-sslide-close-btn'));
    vi.useRealTimers();
  });

  it('says in Dutch when the line could not be put back (the nonce expired), with the cart refreshed', async () => {
    await openPanel();
    const link = rowOf(VARIANT)!.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
    link.setAttribute('href', link.getAttribute('href')!.replace('_wpnonce=demo', '_wpnonce=verlopen'));
    await removeVariant();
    const refreshed = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
    undoButton()!.click();
    await refreshed;
    const said = `Ongedaan maken is niet gelukt: “${VARIANT}” kon niet worden teruggezet.`;
    await until(() => expect(notice()?.textContent).toBe(said));
    expect(undoButton()).toBeNull();
    await waitFor(() => expect(liveRegion()).toBe(said));
    expect(rows()).toHaveLength(1);
    expect(count()).toBe('2');
    // Focus left the notice for the remaining line's remove control.
    expect(document.activeElement).toBe(rowOf('GreenLine')!.querySelector('.remove_from_cart_button'));
  });

  it('works in a mini-cart widget outside the panel', async () => {
    await fillCart();
    await loadPage('/shop/');
    const cart = await (await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })).json();
    const widget = document.createElement('div');
    widget.className = 'widget woocommerce widget_shopping_cart';
    widget.innerHTML = cart.fragments['div.widget_shopping_cart_content'];
    document.querySelector('main, #content, body')!.append(widget);
    startWidgets();
    await new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
    await settle();
    const requests = undoRequests();
    const row = rowOf(VARIANT, widget)!;
    const key = keyOf(row);
    row.querySelector<HTMLElement>('.remove_from_cart_button')!.focus();
    fireEvent.click(row.querySelector('.remove_from_cart_button')!);
    await until(() => expect(undoButton(widget)).not.toBeNull());
    expect(rows(widget)).toHaveLength(1);
    expect(document.activeElement).toBe(undoButton(widget));
    undoButton(widget)!.click();
    await until(() => expect(rows(widget)).toHaveLength(2));
    expect(keyOf(rowOf(VARIANT, widget))).toBe(key);
    expect(requests).toHaveLength(1);
    expect(count()).toBe('5');
    server.events.removeAllListeners();
  });
});
