import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay, getResponse } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { installJQuery, removeJQuery } from '../../test/helpers/jquery';
import { demo, server } from '../../test/msw';
import { browser } from '../../src/dom/browser';
import type { FailureMode } from '../../fixtures/shop/emulation';
import { chunkLoadsSettled } from '../../src/lib/load-chunk';

const panel = () => document.getElementById('rh-woo-cart-panel')!;
const rows = () => Array.from(panel().querySelectorAll<HTMLElement>('.woocommerce-mini-cart-item'));
const rowOf = (name: string) => rows().find((r) => r.textContent?.includes(name))!;
const qtyOf = (name: string) => rowOf(name).querySelector<HTMLInputElement>('input.qty')!;
const total = () => panel().querySelector('.woocommerce-mini-cart__total .amount')?.textContent;
/** The row's line as WooCommerce prints it: "1 × € 329,00". */
const lineOf = (name: string) => rowOf(name).querySelector('span.quantity')?.textContent?.replace(/\s+/g, ' ');
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent;

async function cartWith(...ids: string[]): Promise<void> {
  for (const id of ids) await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: id }) });
}

/** Opens the panel on a page whose cart holds the given products. */
async function openPanelWith(...ids: string[]) {
  await cartWith(...ids);
  await loadPage('/shop/');
  const booted = startWidgets();
  await new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  // Opening reloads the panel's contents: wait for that reload too, so rows stay the same nodes.
  const reloaded = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  fireEvent.click(document.querySelector('.menu-cart-btn')!);
  await reloaded;
  await waitFor(() => expect(rows()).toHaveLength(ids.length));
  // Focus moved into the opened panel: the mini-cart's edit code was asked for; let it arrive.
  await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
  await chunkLoadsSettled();
  await settle();
  return booted;
}

function quantityCalls() {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('rh_update_sidebar_cart_item')) calls.push(new URL(request.url).searchParams);
  });
  return calls;
}

describe('mini-cart quantity', () => {
  it('sends the edit 500 ms after the last change (GET rh_update_sidebar_cart_item with item_id and qty)', async () => {
    await openPanelWith('101', '107');
    const calls = quantityCalls();
    const key = rowOf('GreenLine').className.match(/cartkey-([0-9a-f]+)/)![1];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = qtyOf('GreenLine');
    input.value = '2';
    fireEvent.change(input);
    await vi.advanceTimersByTimeAsync(300);
    input.value = '3';
    fireEvent.change(input);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.fromEntries(calls[0]!)).toEqual({ action: 'rh_update_sidebar_cart_item', item_id: key, qty: '3' });
    await waitFor(() => expect(total()).toBe('€ 1.056,95'));
    server.events.removeAllListeners();
  });

  it('replaces only the changed row and the total, so another row keeps what is being typed', async () => {
    await openPanelWith('101', '107');
    const other = qtyOf('Reserve accu');
    other.value = '9'; // typed, not yet sent
    const plus = rowOf('GreenLine').querySelector<HTMLButtonElement>('.plus-quantity')!;
    fireEvent.click(plus);
    await waitFor(() => expect(total()).toBe('€ 727,95'), { timeout: 3000 });
    expect(qtyOf('GreenLine').value).toBe('2');
    expect(qtyOf('Reserve accu')).toBe(other);
    expect(other.value).toBe('9');
  });

  it('replaces the whole mini-cart when the answer carries no cart_hash', async () => {
    await openPanelWith('101', '107');
    const other = qtyOf('Reserve accu');
    server.use(
      http.get('*', ({ request }) => {
        if (!request.url.includes('rh_update_sidebar_cart_item')) return undefined;
        return HttpResponse.json({
          fragments: {
            'div.widget_shopping_cart_content':
              '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Vervangen</li></ul></div>',
          },
        });
      }),
    );
    const input = qtyOf('GreenLine');
    input.value = '2';
    fireEvent.change(input);
    await waitFor(() => expect(panel().textContent).toContain('Vervangen'), { timeout: 3000 });
    expect(other.isConnected).toBe(false);
  });

  it('never lets an older answer overwrite a newer edit of the same row', async () => {
    await openPanelWith('101');
    let first = true;
    server.use(
      http.get('*', async ({ request }) => {
        if (!request.url.includes('rh_update_sidebar_cart_item')) return undefined;
        if (first) {
          first = false;
          await delay(400); // the first answer is slow
        }
        return undefined;
      }),
    );
    const calls = quantityCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = qtyOf('GreenLine');
    input.value = '2';
    fireEvent.change(input);
    await vi.advanceTimersByTimeAsync(500);
    await until(() => expect(calls).toHaveLength(1)); // sent, its answer still 400 ms away
    qtyOf('GreenLine').value = '5';
    fireEvent.change(qtyOf('GreenLine'));
    await vi.advanceTimersByTimeAsync(500);
    await until(() => expect(total()).toBe('€ 1.645,00'));
    await vi.advanceTimersByTimeAsync(400); // the first answer arrives late
    await settle();
    expect(total()).toBe('€ 1.645,00');
    expect(qtyOf('GreenLine').value).toBe('5');
    server.events.removeAllListeners();
  });

  it('edits of two rows answered out of order end on the cart the server has (one refresh)', async () => {
    await openPanelWith('101', '107');
    const keyOf = (name: string) => rowOf(name).className.match(/cartkey-([0-9a-f]+)/)![1]!;
    const slowKey = keyOf('GreenLine');
    // GreenLine's edit is saved first on the server, but its answer (total without the accu's
    // edit) reaches the page after the accu's answer.
    server.use(
      http.get('*', async ({ request }) => {
        if (!request.url.includes('rh_update_sidebar_cart_item') || !request.url.includes(`item_id=${slowKey}`)) return undefined;
        const answer = await getResponse(demo.handlers, request);
        await delay(800); // outlasts the accu's 500 ms pause and its answer
        return answer;
      }),
    );
    const refreshes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('get_refreshed_fragments')) refreshes.push(request.url);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    qtyOf('GreenLine').value = '2';
    fireEvent.change(qtyOf('GreenLine'));
    await vi.advanceTimersByTimeAsync(500);
    qtyOf('Reserve accu').value = '3';
    fireEvent.change(qtyOf('Reserve accu'));
    await vi.advanceTimersByTimeAsync(500);
    await until(() => expect(total()).toBe('€ 867,85')); // 2 × 329,00 + 3 × 69,95
    const refreshed = vi.fn();
    document.addEventListener('shop-widgets:wc_fragments_refreshed', refreshed);
    await vi.advanceTimersByTimeAsync(400);
    await until(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect(refreshes).toHaveLength(1);
    expect(total()).toBe('€ 867,85');
    expect(document.querySelector('.rh-cart-count')?.textContent).toBe('5');
    expect(qtyOf('GreenLine').value).toBe('2');
    expect(qtyOf('Reserve accu').value).toBe('3');
    server.events.removeAllListeners();
  });

  it('counts a typed quantity from the keystroke, and sends it at once when the panel closes', async () => {
    await openPanelWith('101');
    const calls = quantityCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = qtyOf('GreenLine');
    input.value = '2';
    fireEvent.input(input); // typed; no change event (the field still has focus)
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.get('qty')).toBe('2');

    qtyOf('GreenLine').value = '4';
    fireEvent.input(qtyOf('GreenLine'));
    fireEvent.keyDown(qtyOf('GreenLine'), { key: 'Escape' }); // closes and empties the panel
    await until(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.get('qty')).toBe('4');
    await until(() => expect(document.querySelector('.rh-cart-count')?.textContent).toBe('4'));
    server.events.removeAllListeners();
  });

  it('drops a pending edit of a row that is removed: no save, no error', async () => {
    await openPanelWith('101', '107');
    const calls = quantityCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    qtyOf('GreenLine').value = '4';
    fireEvent.change(qtyOf('GreenLine'));
    await vi.advanceTimersByTimeAsync(200);
    fireEvent.click(rowOf('GreenLine').querySelector('.remove_from_cart_button')!);
    await until(() => expect(rows()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(calls).toHaveLength(0);
    expect(document.querySelector('.sw-quantity-error')).toBeNull();
    server.events.removeAllListeners();
  });

  it('shows an edit in its row at once (the line "2 × …", the row updating) before the answer', async () => {
    await openPanelWith('101');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(lineOf('GreenLine')).toBe('1 × € 329,00');
    qtyOf('GreenLine').value = '2';
    fireEvent.input(qtyOf('GreenLine'));
    expect(lineOf('GreenLine')).toBe('2 × € 329,00');
    expect(rowOf('GreenLine').getAttribute('aria-busy')).toBe('true');
    expect(total()).toBe('€ 329,00'); // the total is the server's: it comes with the answer
    await vi.advanceTimersByTimeAsync(500);
    vi.useRealTimers();
    await waitFor(() => expect(total()).toBe('€ 658,00'));
    expect(lineOf('GreenLine')).toBe('2 × € 329,00');
    expect(rowOf('GreenLine').hasAttribute('aria-busy')).toBe(false);
  });

  it.each<[FailureMode, string]>([
    ['http500', 'Er is een onbekende fout opgetreden.'],
    ['invalid-json', 'Het antwoord is geen geldig JSON-antwoord.'],
    ['html', 'Het antwoord is geen geldig JSON-antwoord.'],
    ['wrong-shape', 'Het antwoord is geen geldig JSON-antwoord.'],
    ['offline', 'U bent waarschijnlijk offline.'],
  ])('a failed save (%s) rolls the row back to the last confirmed quantity and says so: "%s"', async (mode, message) => {
    await openPanelWith('101', '107');
    demo.shop.fail('rh_update_sidebar_cart_item', mode);
    const input = qtyOf('GreenLine');
    input.value = '4';
    fireEvent.input(input);
    expect(lineOf('GreenLine')).toBe('4 × € 329,00');
    const said = await within(rowOf('GreenLine')).findByText(message, {}, { timeout: 3000 });
    expect(qtyOf('GreenLine').value).toBe('1');
    expect(lineOf('GreenLine')).toBe('1 × € 329,00');
    expect(total()).toBe('€ 398,95');
    expect(rowOf('GreenLine').classList.contains('is-updating')).toBe(false);
    expect(qtyOf('GreenLine').getAttribute('aria-describedby')).toBe(said.id);
    await waitFor(() => expect(liveRegion()).toBe(message));
    expect(qtyOf('Reserve accu').value).toBe('1');
  });

  it('after a rollback the next edit clears the message and is saved', async () => {
    await openPanelWith('101');
    demo.shop.fail('rh_update_sidebar_cart_item', 'http500');
    qtyOf('GreenLine').value = '4';
    fireEvent.input(qtyOf('GreenLine'));
    await within(rowOf('GreenLine')).findByText('Er is een onbekende fout opgetreden.', {}, { timeout: 3000 });
    demo.shop.clearFailures();
    qtyOf('GreenLine').value = '3';
    fireEvent.input(qtyOf('GreenLine'));
    expect(within(rowOf('GreenLine')).queryByText('Er is een onbekende fout opgetreden.')).toBeNull();
    expect(qtyOf('GreenLine').hasAttribute('aria-describedby')).toBe(false);
    await waitFor(() => expect(total()).toBe('€ 987,00'), { timeout: 3000 });
  });

  it('an edit made while the first is on its way is saved, and the first answer never shows over it', async () => {
    await openPanelWith('101');
    let first = true;
    server.use(
      http.get('*', async ({ request }) => {
        if (!request.url.includes('rh_update_sidebar_cart_item') || !first) return undefined;
        first = false;
        const answer = await getResponse(demo.handlers, request);
        await delay(300);
        return answer;
      }),
    );
    const calls = quantityCalls();
    qtyOf('GreenLine').value = '2';
    fireEvent.input(qtyOf('GreenLine'));
    await until(() => expect(calls).toHaveLength(1));
    qtyOf('GreenLine').value = '3'; // typed while 2 is on its way
    fireEvent.input(qtyOf('GreenLine'));
    const totals: (string | null | undefined)[] = [];
    const observer = new MutationObserver(() => totals.push(total()));
    observer.observe(panel(), { subtree: true, childList: true, characterData: true });
    await until(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(total()).toBe('€ 987,00'), { timeout: 3000 });
    observer.disconnect();
    expect(totals).not.toContain('€ 658,00');
    expect(qtyOf('GreenLine').value).toBe('3');
    server.events.removeAllListeners();
  });

  it('a quantity typed before the edit code arrives is kept and saved (a cold panel)', async () => {
    await cartWith('101');
    await loadPage('/shop/');
    startWidgets();
    await new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
    const calls = quantityCalls();
    fireEvent.click(document.querySelector('.menu-cart-btn')!);
    await waitFor(() => expect(rows()).toHaveLength(1));
    // Typed before any intent reached the mini-cart: its code is not there yet.
    qtyOf('GreenLine').value = '2';
    fireEvent.input(qtyOf('GreenLine'));
    await until(() => expect(calls.map((c) => c.get('qty'))).toEqual(['2']));
    await waitFor(() => expect(total()).toBe('€ 658,00'));
    server.events.removeAllListeners();
  });
});

describe('mini-cart remove', () => {
  it('removes the item with remove_from_cart and fires removed_from_cart', async () => {
    const $ = installJQuery();
    await openPanelWith('101', '107');
    const removed = vi.fn();
    $(document.body).on('removed_from_cart', removed);
    const domRemoved = vi.fn();
    document.addEventListener('shop-widgets:removed_from_cart', domRemoved);
    fireEvent.click(rowOf('GreenLine').querySelector('.remove_from_cart_button')!);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('Reserve accu')).toBeTruthy();
    expect(document.querySelector('.rh-cart-count')?.textContent).toBe('1');
    expect(removed).toHaveBeenCalledTimes(1);
    expect(domRemoved).toHaveBeenCalledTimes(1);
    expect(panel().contains(document.activeElement)).toBe(true);
    removeJQuery();
  });

  it('follows the remove link when the answer has no fragments (already removed elsewhere)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await openPanelWith('101');
    const link = rowOf('GreenLine').querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
    await fetch('/?wc-ajax=remove_from_cart', { method: 'POST', body: new URLSearchParams({ cart_item_key: link.dataset.cart_item_key! }) });
    fireEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost:3000/cart/?remove_item=${link.dataset.cart_item_key}&_wpnonce=demo`));
  });

  it('offline, keeps the line and says so in it instead of following the link', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await openPanelWith('101');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    demo.shop.fail('remove_from_cart', 'offline');
    fireEvent.click(rowOf('GreenLine').querySelector('.remove_from_cart_button')!);
    await waitFor(() => expect(rowOf('GreenLine').querySelector('.sw-quantity-error')?.textContent).toBe('U bent waarschijnlijk offline.'));
    await waitFor(() => expect(liveRegion()).toBe('U bent waarschijnlijk offline.'));
    expect(rows()).toHaveLength(1);
    expect(rowOf('GreenLine').classList.contains('is-updating')).toBe(false);
    expect(rowOf('GreenLine').hasAttribute('aria-busy')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'])(
    'follows the remove link when the call fails (%s)',
    async (mode) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      await openPanelWith('101');
      demo.shop.fail('remove_from_cart', mode);
      const link = rowOf('GreenLine').querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
      fireEvent.click(link);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/cart/?remove_item=')));
    },
  );
});
