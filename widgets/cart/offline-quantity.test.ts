import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { server } from '../../test/msw';
import { chunkLoadsSettled } from '../../src/lib/load-chunk';

const WAITS = 'U bent waarschijnlijk offline. Nog niet opgeslagen: dat gebeurt zodra u weer online bent.';
const panel = () => document.getElementById('rh-woo-cart-panel')!;
const row = () => panel().querySelector<HTMLElement>('.woocommerce-mini-cart-item')!;
const qty = () => row().querySelector<HTMLInputElement>('input.qty')!;
const total = () => panel().querySelector('.woocommerce-mini-cart__total .amount')?.textContent;
const lineOf = () => row().querySelector('span.quantity')?.textContent?.replace(/\s+/g, ' ');
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent;

/** The panel opened on a page whose cart holds the GreenLine mower, the mini-cart's code there. */
async function openPanel(): Promise<void> {
  await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '101' }) });
  await loadPage('/shop/');
  startWidgets();
  await new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  const reloaded = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  fireEvent.click(document.querySelector('.menu-cart-btn')!);
  await reloaded;
  await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
  await chunkLoadsSettled();
  await settle();
}

function quantityCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('rh_update_sidebar_cart_item')) calls.push(new URL(request.url).searchParams.get('qty') ?? '');
  });
  return calls;
}

describe('a mini-cart quantity edited offline', () => {
  it('keeps the edit, says it waits (beside the field and in the live region), and saves it once online', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    await openPanel();
    const calls = quantityCalls();
    online = false;
    window.dispatchEvent(new Event('offline'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    qty().value = '3';
    fireEvent.input(qty());
    await vi.advanceTimersByTimeAsync(500);
    // The live region is emptied, then written a moment later (widgets/announcer).
    await vi.advanceTimersByTimeAsync(50);
    expect(liveRegion()).toBe(WAITS);
    vi.useRealTimers();
    const said = within(row()).getByText(WAITS);
    expect(qty().getAttribute('aria-describedby')).toBe(said.id);
    expect(qty().value).toBe('3');
    expect(lineOf()).toBe('3 × € 329,00');
    expect(row().classList.contains('is-updating')).toBe(false);
    expect(calls).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(within(row()).queryByText(WAITS)).toBeNull();
    await waitFor(() => expect(total()).toBe('€ 987,00'));
    expect(calls).toEqual(['3']);
    expect(qty().hasAttribute('aria-describedby')).toBe(false);
    server.events.removeAllListeners();
  });
});
