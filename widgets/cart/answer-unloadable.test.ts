import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { browser } from '../../src/dom/browser';
import { FIRST_RETRY_PAUSE } from '../../src/lib/load-chunk';

/**
 * The answer's code (answer.ts) cannot load: the import fails as a browser's does, naming the
 * chunk's URL, so loadChunk (src/lib/load-chunk.ts) tries again at that URL after its pauses, then
 * with a cache-busting query, which fails too (no such file here). A file of its own: the mock
 * holds for the whole file.
 */
const tries = vi.hoisted(() => ({ count: 0 }));
vi.mock('./answer', () => {
  tries.count++;
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/chunks/answer-Gone1234.js');
});

// The retries' pauses run on a fake clock once the page has started.
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Waits until the spy has been called this many times: the retries' pauses pass on the fake clock,
 * the page's requests (answered in this process) on the real one in between.
 */
async function untilCalled(spy: Mock, times = 1): Promise<void> {
  for (let turn = 0; spy.mock.calls.length < times && turn < 500; turn++) {
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_PAUSE / 10);
    await new Promise((next) => setImmediate(next));
  }
  expect(spy).toHaveBeenCalledTimes(times);
}

const loopButton = () => document.querySelector<HTMLAnchorElement>('.ajax_add_to_cart[data-product_id="101"]')!;
const cartButton = () => document.querySelector<HTMLAnchorElement>('.menu-cart-btn')!;
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent;
const OFFLINE = 'U bent waarschijnlijk offline.';

/** The shop page started on a fake clock, its navigations caught; `setOnline` plays the connection. */
async function startShop() {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  await loadPage('/shop/');
  const booted = startWidgets();
  fakeClock();
  const setOnline = (value: boolean) => {
    online = value;
  };
  return { assign, store: booted.store, setOnline };
}

describe("when the answer's code cannot come (offline, a stale deploy)", () => {
  it('an add that landed goes to the cart page, which shows it; the button does not stay loading', async () => {
    const { assign, store } = await startShop();
    fireEvent.click(loopButton());
    await untilCalled(assign);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/cart/');
    expect(tries.count).toBeGreaterThan(0);
    expect(loopButton().classList.contains('loading')).toBe(false);
    expect(store.getState().cart.addsPending).toBe(0);
    // The add was made once: the cart the server has holds the product.
    const cart = await (await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })).json();
    expect(cart.fragments['div.widget_shopping_cart_content']).toContain('Accu grasmaaier GreenLine 36V');
  });

  it('the cart button goes to the cart page as printed, and the next click tries the code again', async () => {
    const { assign } = await startShop();
    fireEvent.click(cartButton());
    await untilCalled(assign);
    expect(assign).toHaveBeenCalledWith(cartButton().href);
    const before = tries.count;
    fireEvent.click(cartButton());
    await untilCalled(assign, 2);
    expect(tries.count).toBeGreaterThan(before);
  });

  it('offline, the cart button says so beside it and stays on the page; once online the next click tries again', async () => {
    const { assign, setOnline } = await startShop();
    setOnline(false);
    const before = tries.count;
    fireEvent.click(cartButton());
    // The live region is emptied, then written a moment later (widgets/announcer).
    await vi.advanceTimersByTimeAsync(50);
    expect(liveRegion()).toBe(OFFLINE);
    const notice = document.querySelector<HTMLElement>('.sw-offline-notice')!;
    expect(notice.textContent).toBe(OFFLINE);
    expect(cartButton().nextElementSibling).toBe(notice);
    expect(cartButton().getAttribute('aria-describedby')).toBe(notice.id);
    // A second try: the same one notice, said again.
    fireEvent.click(cartButton());
    expect(document.querySelectorAll('.sw-offline-notice')).toHaveLength(1);
    expect(tries.count).toBe(before);
    expect(assign).not.toHaveBeenCalled();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(document.querySelector('.sw-offline-notice')).toBeNull();
    expect(cartButton().hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(cartButton());
    await untilCalled(assign);
    expect(assign).toHaveBeenCalledWith(cartButton().href);
    expect(tries.count).toBeGreaterThan(before);
  });

  it("a connection lost while the panel's code was on its way: the cart button says so instead of leaving", async () => {
    const { assign, setOnline } = await startShop();
    const before = tries.count;
    fireEvent.click(cartButton());
    setOnline(false);
    for (let turn = 0; !document.querySelector('.sw-offline-notice') && turn < 500; turn++) {
      await vi.advanceTimersByTimeAsync(FIRST_RETRY_PAUSE / 10);
      await new Promise((next) => setImmediate(next));
    }
    expect(document.querySelector('.sw-offline-notice')?.textContent).toBe(OFFLINE);
    expect(tries.count).toBeGreaterThan(before);
    expect(assign).not.toHaveBeenCalled();
  });
});
