import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { callsSettled, loadPage, startWidgets } from '../../test/helpers/page';
import { installJQuery, removeJQuery } from '../../test/helpers/jquery';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop/emulation';

const FRAGMENT_NAME = 'wc_fragments_6f1c1a0a4c7f3f2b';
const HASH_KEY = 'wc_cart_hash_6f1c1a0a4c7f3f2b';
const cartCount = () => document.querySelector('.rh-cart-count')?.textContent;

/** Counts the get_refreshed_fragments calls the page makes. */
function countRefreshes() {
  const calls = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('wc-ajax=get_refreshed_fragments')) calls.n++;
  });
  return calls;
}

async function addOnServer(productId: string): Promise<{ fragments: Record<string, string>; cart_hash: string }> {
  const response = await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: productId }) });
  return response.json();
}

describe('cart fragments', () => {
  it('asks PHP nothing on the page view of a visitor without a cart (no cart cookie, no cache): the printed mini-cart is true', async () => {
    await loadPage('/shop/');
    expect(document.cookie).not.toMatch(/woocommerce_(items_in_cart|cart_hash)=/);
    const calls = countRefreshes();
    startWidgets();
    await callsSettled();
    expect(calls.n).toBe(0);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('Geen producten in de winkelwagen.');
  });

  it('refreshes when nothing is cached, then stores fragments, hash (local + session) and the creation time', async () => {
    await addOnServer('101');
    await loadPage('/shop/');
    const calls = countRefreshes();
    const before = Date.now();
    startWidgets();
    await waitFor(() => expect(sessionStorage.getItem(FRAGMENT_NAME)).not.toBeNull());
    expect(calls.n).toBe(1);
    const hash = document.cookie.match(/woocommerce_cart_hash=([0-9a-f]{32})/)![1];
    expect(sessionStorage.getItem(HASH_KEY)).toBe(hash);
    expect(localStorage.getItem(HASH_KEY)).toBe(hash);
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThanOrEqual(before);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!))).toContain('div.widget_shopping_cart_content');
  });

  it("judges a fresh visit's refresh by the first element of each key: a page that shows it stays as printed, a page that does not is redrawn everywhere", async () => {
    // The page shows the cart the refresh answers: nothing is replaced, not even a second count
    // the theme printed in a form of its own for the same cart.
    await loadPage('/shop/');
    document.body.insertAdjacentHTML('beforeend', '<span class="rh-cart-count" id="footer-count">0 artikelen</span>');
    const header = document.querySelector('.rh-cart-count')!;
    startWidgets();
    await callsSettled();
    expect(document.querySelector('.rh-cart-count')).toBe(header);
    expect(document.getElementById('footer-count')!.textContent).toBe('0 artikelen');

    // The page was printed before the cart changed (a page cache): every count is redrawn.
    await addOnServer('101');
    await loadPage('/shop/');
    document.querySelector('.rh-cart-count')!.textContent = '0';
    document.body.insertAdjacentHTML('beforeend', '<span class="rh-cart-count" id="footer-count">0 artikelen</span>');
    startWidgets();
    await waitFor(() => expect(cartCount()).toBe('1'));
    expect(Array.from(document.querySelectorAll('.rh-cart-count'), (el) => el.textContent)).toEqual(['1', '1']);
  });

  it('shows the cached cart without a request when the hash matches the cookie', async () => {
    const answer = await addOnServer('101');
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify({ ...answer.fragments, 'span.rh-cart-count': '<span class="rh-cart-count">1</span>' }));
    sessionStorage.setItem(HASH_KEY, answer.cart_hash);
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    await loadPage('/shop/');
    document.querySelector('.rh-cart-count')!.textContent = 'stale';
    const calls = countRefreshes();
    const loaded = vi.fn();
    document.addEventListener('shop-widgets:wc_fragments_loaded', loaded);
    startWidgets();
    expect(loaded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(cartCount()).toBe('1'));
    await callsSettled();
    expect(calls.n).toBe(0);
  });

  it('serves an empty cart from the cache: an empty stored hash with no cookie is a match', async () => {
    sessionStorage.setItem(
      FRAGMENT_NAME,
      JSON.stringify({
        'div.widget_shopping_cart_content':
          '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Geen producten in de winkelwagen.</p></div>',
      }),
    );
    sessionStorage.setItem(HASH_KEY, '');
    await loadPage('/shop/');
    const calls = countRefreshes();
    startWidgets();
    await callsSettled();
    expect(calls.n).toBe(0);
  });

  it('refreshes when the cached hash does not match the cart-hash cookie (the cart changed elsewhere)', async () => {
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' }));
    sessionStorage.setItem(HASH_KEY, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    await addOnServer('105');
    await loadPage('/shop/');
    const calls = countRefreshes();
    startWidgets();
    await waitFor(() => expect(calls.n).toBe(1));
    await waitFor(() => expect(cartCount()).toBe('1'));
  });

  it('refreshes cached fragments older than 24 h, and refreshes at the moment the cache expires', async () => {
    const answer = await addOnServer('101');
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify(answer.fragments));
    sessionStorage.setItem(HASH_KEY, answer.cart_hash);
    await loadPage('/shop/');
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    // Expires in 1 s (set once the page is loaded: on a busy machine that alone can take a second).
    sessionStorage.setItem('wc_cart_created', String(Date.now() - 86_400_000 + 1000));
    startWidgets();
    expect(calls.n).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await waitFor(() => expect(calls.n).toBe(1));

    sessionStorage.setItem('wc_cart_created', String(Date.now() - 86_400_001));
    startWidgets();
    await waitFor(() => expect(calls.n).toBe(2));
  });

  it('refreshes when another tab changes the cart (storage event on the cart-hash key)', async () => {
    await loadPage('/shop/');
    startWidgets();
    // A visitor without a cart: nothing refreshed at start.
    await callsSettled();
    const calls = countRefreshes();
    await addOnServer('107'); // the other tab
    localStorage.setItem(HASH_KEY, 'ffffffffffffffffffffffffffffffff');
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: 'ffffffffffffffffffffffffffffffff' }));
    await waitFor(() => expect(calls.n).toBe(1));
    await waitFor(() => expect(cartCount()).toBe('1'));
  });

  it('refreshes a page restored from the back/forward cache', async () => {
    await loadPage('/shop/');
    startWidgets();
    // A visitor without a cart: nothing refreshed at start.
    await callsSettled();
    const calls = countRefreshes();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(calls.n).toBe(1));
  });

  it('refreshes when other code fires wc_fragment_refresh or updated_wc_div', async () => {
    const $ = installJQuery();
    await loadPage('/shop/');
    startWidgets();
    // A visitor without a cart: nothing refreshed at start.
    await callsSettled();
    const calls = countRefreshes();
    $(document.body).trigger('wc_fragment_refresh');
    $(document.body).trigger('updated_wc_div');
    await waitFor(() => expect(calls.n).toBe(2));
    removeJQuery();
  });

  // With WooCommerce's own cart-fragments.js beside ours: woo-fragments-script.test.ts.

  it('works when web storage throws (private mode): the cart still refreshes and shows', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await addOnServer('101');
    await loadPage('/shop/');
    document.querySelector('.rh-cart-count')!.textContent = '0';
    startWidgets();
    await waitFor(() => expect(cartCount()).toBe('1'));
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'])(
    'raises a fragments-error event and shows no message when the refresh fails (%s)',
    async (mode) => {
      const $ = installJQuery();
      const errors = vi.spyOn(console, 'error');
      await loadPage('/shop/');
      // The cookie of a visitor with a cart: the page view refreshes it.
      document.cookie = 'woocommerce_items_in_cart=1; path=/';
      demo.shop.fail('get_refreshed_fragments', mode);
      const jqError = vi.fn();
      $(document.body).on('wc_fragments_ajax_error', jqError);
      const domError = vi.fn();
      document.addEventListener('shop-widgets:wc_fragments_ajax_error', domError);
      const cartRegions = () => [document.getElementById('rh-woo-cart-panel-content')!.innerHTML, document.querySelector('.menu-cart-btn')!.innerHTML];
      const before = cartRegions();
      startWidgets();
      await waitFor(() => expect(domError).toHaveBeenCalledTimes(1));
      expect(jqError).toHaveBeenCalledTimes(1);
      expect(cartRegions()).toEqual(before); // the server markup stays as it was
      expect(document.querySelector('.rh-toast')).toBeNull(); // and nothing is said
      expect([...document.querySelectorAll('[role=alert], [role=status]')].map((el) => el.textContent?.trim()).filter(Boolean)).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      removeJQuery();
    },
  );

  it('gives up a refresh after the configured time-out (5000 ms) with the fragments-error event', async () => {
    await addOnServer('101'); // a visitor with a cart: the page view refreshes it
    await loadPage('/shop/');
    demo.shop.fail('get_refreshed_fragments', 'timeout');
    const domError = vi.fn();
    document.addEventListener('shop-widgets:wc_fragments_ajax_error', domError);
    const arrived = new Promise<void>((resolve) =>
      server.events.on('request:start', ({ request }) => request.url.includes('get_refreshed_fragments') && resolve()),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const started = performance.now();
    startWidgets();
    await arrived;
    await vi.advanceTimersByTimeAsync(4999);
    expect(domError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(domError).toHaveBeenCalledWith(expect.objectContaining({ detail: { reason: 'timeout' } })));
    expect(performance.now() - started).toBeLessThan(4000); // the fake clock, not a real wait, ran out
  });
});
