import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { callsSettled, loadPage, startWidgets } from '../../test/helpers/page';
import { installJQuery, removeJQuery } from '../../test/helpers/jquery';
import { http } from 'msw';
import { server } from '../../test/msw';
import { WOO_SCRIPTS_SETTLE_MS } from '../../src/config/constants';
import { WC_CART_FRAGMENTS_STANDIN_JS } from '../../fixtures/assets/wc-cart-fragments-standin';
// Loaded ahead, as the browser has it by the load event: the fake clock then counts from the page's load alone.
import './beside-woo-script';

/**
 * Whether WooCommerce's cart-fragments script runs is judged by what it does (SPEC §4 with
 * HOOKS.md "Localized settings exist only while their handle is enqueued"): these pages all
 * print its settings and jQuery; in some its stand-in (fixtures/assets) runs, in others not.
 */
const FRAGMENT_NAME = 'wc_fragments_6f1c1a0a4c7f3f2b';
const HASH_KEY = 'wc_cart_hash_6f1c1a0a4c7f3f2b';
const SETTINGS_ONLY = '/shop/?demo_wc_scripts=enqueued&demo_wc_fragments=absent';
const DAY_MS = 86_400_000;
const cartCount = () => document.querySelector('.rh-cart-count')?.textContent;

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

const cookieHash = () => document.cookie.match(/woocommerce_cart_hash=([0-9a-f]{32})/)![1]!;

/** The session cache as WooCommerce keeps it. */
function cache(fragments: Record<string, string>, hash: string, createdAt: number): void {
  sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify(fragments));
  sessionStorage.setItem(HASH_KEY, hash);
  localStorage.setItem(HASH_KEY, hash);
  sessionStorage.setItem('wc_cart_created', String(createdAt));
}

/** The cases of SPEC §4 where a refresh is due, for a visitor whose cart holds one line. */
const DUE: [string, (answer: { fragments: Record<string, string>; cart_hash: string }) => void][] = [
  ['the cached hash does not match the cookie', (answer) => cache(answer.fragments, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', Date.now())],
  ['nothing is cached while the visitor has a cart', () => {}],
  ['the cache is older than 24 h', (answer) => cache(answer.fragments, answer.cart_hash, Date.now() - DAY_MS - 1)],
];

/** Runs the stand-in for cart-fragments.js as the page would: jQuery calls it on DOM ready. */
function putWooScript(): void {
  new Function(WC_CART_FRAGMENTS_STANDIN_JS)();
}

/** The page as a page cache printed it before the cart changed: the header says 0. */
const printedBeforeTheAdd = () => {
  document.querySelector('.rh-cart-count')!.textContent = '0';
};

afterEach(() => {
  vi.useRealTimers();
  removeJQuery();
});

describe("a page with cart-fragments.js's settings but not the running script", () => {
  it.each(DUE)('refreshes once, after the page has run its scripts and the settling time, when %s', async (_, setUp) => {
    const answer = await addOnServer('101');
    setUp(answer);
    await loadPage(SETTINGS_ONLY);
    installJQuery();
    printedBeforeTheAdd();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS - 1);
    expect(calls.n).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(cartCount()).toBe('1'));
    await callsSettled();
    expect(calls.n).toBe(1);
  });

  it('restores the cached cart without a request when it matches the cookie (the page was printed before the add)', async () => {
    const answer = await addOnServer('101');
    cache(answer.fragments, answer.cart_hash, Date.now());
    await loadPage(SETTINGS_ONLY);
    installJQuery();
    printedBeforeTheAdd();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await waitFor(() => expect(cartCount()).toBe('1'));
    await callsSettled();
    expect(calls.n).toBe(0);
  });

  it('asks nothing for a visitor with neither a cart cookie nor a cache', async () => {
    await loadPage(SETTINGS_ONLY);
    installJQuery();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await callsSettled();
    expect(calls.n).toBe(0);
  });

  it('answers wc_fragment_refresh fired before settling with one refresh once settled', async () => {
    await loadPage(SETTINGS_ONLY);
    const $ = installJQuery();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startWidgets();
    $(document.body).trigger('wc_fragment_refresh');
    $(document.body).trigger('wc_fragment_refresh');
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS - 1);
    expect(calls.n).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(calls.n).toBe(1));
    await callsSettled();
    expect(calls.n).toBe(1);
  });
});

describe("a page where WooCommerce's cart-fragments script runs", () => {
  it.each(DUE)('leaves the one refresh to it when %s, and follows it into the header', async (_, setUp) => {
    const answer = await addOnServer('101');
    setUp(answer);
    await loadPage('/shop/?demo_wc_scripts=enqueued');
    installJQuery();
    printedBeforeTheAdd();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    putWooScript(); // printed in the footer: it runs on DOM ready, after our start
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await waitFor(() => expect(cartCount()).toBe('1'));
    await waitFor(() => expect(sessionStorage.getItem(HASH_KEY)).toBe(cookieHash()));
    await callsSettled();
    expect(calls.n).toBe(1);
  });

  it('sends no request when its cache matches, and one per wc_fragment_refresh afterwards, not two', async () => {
    const answer = await addOnServer('101');
    cache(answer.fragments, answer.cart_hash, Date.now());
    await loadPage('/shop/?demo_wc_scripts=enqueued');
    const $ = installJQuery();
    printedBeforeTheAdd();
    const calls = countRefreshes();
    const loaded = vi.fn();
    $(document.body).on('wc_fragments_loaded', loaded);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    putWooScript();
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await callsSettled();
    expect(cartCount()).toBe('1');
    expect(calls.n).toBe(0);
    expect(loaded).toHaveBeenCalledTimes(1); // its own: we show no second cache load
    $(document.body).trigger('wc_fragment_refresh');
    await waitFor(() => expect(calls.n).toBe(1));
    await callsSettled();
    expect(calls.n).toBe(1);
  });

  it('is recognised at once when it ran before our start (its wc_fragment_refresh handler is there)', async () => {
    const answer = await addOnServer('101');
    cache(answer.fragments, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', Date.now());
    await loadPage('/shop/?demo_wc_scripts=enqueued');
    installJQuery();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    putWooScript();
    await vi.advanceTimersByTimeAsync(0);
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await waitFor(() => expect(cartCount()).toBe('1'));
    await callsSettled();
    expect(calls.n).toBe(1);
  });
});

describe('a copy of cart-fragments.js delayed until the first interaction', () => {
  it('gets our refresh at once; arriving later it finds our cache, asks nothing, and from then on refreshes alone', async () => {
    await addOnServer('101');
    await loadPage(SETTINGS_ONLY);
    installJQuery();
    printedBeforeTheAdd();
    const calls = countRefreshes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await waitFor(() => expect(cartCount()).toBe('1'));
    await waitFor(() => expect(sessionStorage.getItem(HASH_KEY)).toBe(cookieHash()));
    await callsSettled();
    expect(calls.n).toBe(1);

    // The first interaction: the optimiser puts the script on the page for real.
    const loaded = vi.fn();
    const $ = installJQuery();
    $(document.body).on('wc_fragments_loaded', loaded);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    putWooScript();
    document.body.append(Object.assign(document.createElement('script'), { textContent: '/* the optimiser loader */' }));
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    await callsSettled();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(calls.n).toBe(1);

    $(document.body).trigger('wc_fragment_refresh');
    await waitFor(() => expect(calls.n).toBe(2));
    await callsSettled();
    expect(calls.n).toBe(2);
    expect(cartCount()).toBe('1');
  });
});

describe('a delayed copy that arrives while our refresh is on its way', () => {
  it.each([
    ['jQuery was on the page from the start', true],
    ['jQuery arrives with it', false],
  ])('gets our answer instead of a second request (%s)', async (_, jQueryAtStart) => {
    await addOnServer('101');
    cache({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' }, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', Date.now());
    await loadPage(SETTINGS_ONLY);
    if (jQueryAtStart) installJQuery();
    printedBeforeTheAdd();
    const calls = countRefreshes();
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Holds get_refreshed_fragments until the delayed copy has run, then lets the shop answer it.
    server.use(http.all('*', ({ request }) => (request.url.includes('wc-ajax=get_refreshed_fragments') ? held.then(() => undefined) : undefined)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startWidgets();
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    expect(calls.n).toBe(1);

    // The first interaction: the optimiser's loader puts jQuery (if it held it too) and the script on the page.
    const $ = installJQuery();
    const refreshed = vi.fn();
    $(document.body).on('wc_fragments_refreshed', refreshed);
    putWooScript();
    document.body.append(Object.assign(document.createElement('script'), { textContent: '/* the optimiser loader */' }));
    await vi.advanceTimersByTimeAsync(WOO_SCRIPTS_SETTLE_MS);
    vi.useRealTimers();
    answer();
    await waitFor(() => expect(cartCount()).toBe('1'));
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
    await callsSettled();
    expect(calls.n).toBe(1);
    expect(sessionStorage.getItem(HASH_KEY)).toBe(cookieHash());
  });
});
