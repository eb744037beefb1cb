import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, delay } from 'msw';
import { server } from '../test/msw';
import { loadPage, startWidgets, stopWidgets } from '../test/helpers/page';
import { until } from '../test/helpers/until';
import { CART_EVENTS, EVENT_PREFIX } from './events/bus';
import { check } from './api/http';

describe('stopping the script stops what it started', () => {
  it('a cart refresh still on its way is aborted: no event, no error after the stop', async () => {
    let started = false;
    server.use(
      mswHttp.post('*', async ({ request }) => {
        if (!request.url.includes('get_refreshed_fragments')) return undefined;
        started = true;
        await delay(200);
        return undefined;
      }),
    );
    await loadPage('/shop/');
    const booted = startWidgets();
    const events: string[] = [];
    const listener = (event: Event) => events.push(event.type);
    for (const name of [CART_EVENTS.fragmentsRefreshed, CART_EVENTS.fragmentsAjaxError]) document.addEventListener(EVENT_PREFIX + name, listener);
    const refreshed = booted.cart.refresh();
    await until(() => expect(started).toBe(true));
    stopWidgets();
    await expect(refreshed).resolves.toBe(false);
    expect(events).toEqual([]);
    // And nothing new leaves once stopped.
    await expect(booted.cart.refresh()).resolves.toBe(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { createHttpClient } = await import('./api/http');
    const client = createHttpClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php' });
    client.stop();
    await expect(
      client.wcAjax(
        'get_refreshed_fragments',
        {},
        check((value) => ({ value })),
      ),
    ).resolves.toEqual({ ok: false, reason: 'aborted' });
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const name of [CART_EVENTS.fragmentsRefreshed, CART_EVENTS.fragmentsAjaxError]) document.removeEventListener(EVENT_PREFIX + name, listener);
  });

  it("an add whose answer was shown, then stopped: no timer left, and the panel's reload on its way says nothing", async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const call = new URL(request.url).searchParams.get('wc-ajax');
      if (call) calls.push(call);
    });
    await loadPage('/shop/');
    startWidgets();
    // A visitor without a cart: the page view asks PHP nothing.
    expect(calls).toEqual([]);
    const events: string[] = [];
    const listener = (event: Event) => events.push(event.type);
    for (const name of [CART_EVENTS.fragmentsRefreshed, CART_EVENTS.fragmentsAjaxError]) document.addEventListener(EVENT_PREFIX + name, listener);
    const added = new Promise<void>((resolve) => document.addEventListener(EVENT_PREFIX + CART_EVENTS.addedToCart, () => resolve(), { once: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'], shouldAdvanceTime: true });
    document.querySelector<HTMLElement>('.ajax_add_to_cart[data-product_id="101"]')!.click();
    await added;
    // The shown panel is painted: its reload (SPEC §4) leaves.
    vi.advanceTimersByTime(20);
    stopWidgets();
    // jsdom's own storage events (0 ms) go; the aborted reload clears its time-out as it settles.
    vi.advanceTimersByTime(0);
    // Nothing left to fire on a page (or a test environment) being taken down.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    vi.advanceTimersByTime(3000);
    vi.useRealTimers();
    server.events.removeAllListeners();
    // The panel's reload was on its way; stopped, it tells nobody.
    expect(calls).toEqual(['add_to_cart', 'get_refreshed_fragments']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    for (const name of [CART_EVENTS.fragmentsRefreshed, CART_EVENTS.fragmentsAjaxError]) document.removeEventListener(EVENT_PREFIX + name, listener);
  });
});
