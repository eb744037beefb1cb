import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { callsSettled, loadPage, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { server } from '../../test/msw';
import { chunkLoadsSettled } from '../../src/lib/load-chunk';

const panel = () => document.getElementById('rh-woo-cart-panel')!;
const qty = () => panel().querySelector<HTMLInputElement>('.woocommerce-mini-cart-item input.qty')!;

async function openPanelWithOneItem(): Promise<void> {
  await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '101' }) });
  await loadPage('/shop/');
  startWidgets();
  await new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  const reloaded = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  fireEvent.click(document.querySelector('.menu-cart-btn')!);
  await reloaded;
  await waitFor(() => expect(qty()).toBeTruthy());
  // Focus moved into the opened panel: the mini-cart's edit code was asked for; let it arrive.
  await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
  await chunkLoadsSettled();
}

/** The quantity saves that leave, with whether they were sent to outlive the page. */
function quantitySaves() {
  const saves: { qty: string | null; keepalive: boolean }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('rh_update_sidebar_cart_item')) saves.push({ qty: new URL(request.url).searchParams.get('qty'), keepalive: request.keepalive });
  });
  return saves;
}

describe('no lost mini-cart edits', () => {
  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('an edit still in its 500 ms pause is sent at once, keepalive, on %s', async (_, leave) => {
    await openPanelWithOneItem();
    const saves = quantitySaves();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    qty().value = '3';
    fireEvent.input(qty());
    await vi.advanceTimersByTimeAsync(100);
    leave();
    await until(() => expect(saves).toHaveLength(1));
    vi.useRealTimers();
    expect(saves[0]).toEqual({ qty: '3', keepalive: true });
    server.events.removeAllListeners();
  });

  it('a click on checkout right after typing sends the edit before the page is left', async () => {
    await openPanelWithOneItem();
    const saves = quantitySaves();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    qty().value = '2';
    fireEvent.input(qty());
    await vi.advanceTimersByTimeAsync(200);
    const checkout = panel().querySelector<HTMLAnchorElement>('a.checkout')!;
    // jsdom cannot navigate: stop the link after the script's own listener (added later, so it runs later).
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(checkout);
    await until(() => expect(saves).toHaveLength(1));
    vi.useRealTimers();
    expect(saves[0]).toEqual({ qty: '2', keepalive: true });
    server.events.removeAllListeners();
  });

  it('sends nothing on leaving when no edit is pending', async () => {
    await openPanelWithOneItem();
    const saves = quantitySaves();
    window.dispatchEvent(new Event('pagehide'));
    await callsSettled();
    expect(saves).toEqual([]);
    server.events.removeAllListeners();
  });
});
