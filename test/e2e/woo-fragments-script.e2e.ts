import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, waitForWidgets, watch } from './browser';
import { WOO_SCRIPTS_SETTLE_MS } from '../../src/config/constants';
import type { FragmentsScriptForm } from '../../fixtures/pages/partials/cart';

/**
 * WooCommerce's cart-fragments script beside ours, in every form a page may carry it
 * (fixtures/pages/partials/cart.ts `FragmentsScriptForm`; the demo's stand-in behaves as
 * WooCommerce's script): exactly one get_refreshed_fragments where SPEC §4 makes one due, none
 * where none is, and the header count right. The page comes from a page cache, printed before
 * the visitor's add (its header says 0), so only a restore or a refresh can make it right.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FRAGMENT_NAME = 'wc_fragments_6f1c1a0a4c7f3f2b';
const HASH_KEY = 'wc_cart_hash_6f1c1a0a4c7f3f2b';
const DAY_MS = 86_400_000;
const STALE_HASH = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

type CacheState = 'none' | 'matching' | 'stale-hash' | 'expired';
interface Scenario {
  name: string;
  hasCart: boolean;
  cache: CacheState;
  /** Whether SPEC §4 makes a refresh due. */
  due: boolean;
}
const SCENARIOS: Scenario[] = [
  { name: 'a visitor with no cart cookie and no cache', hasCart: false, cache: 'none', due: false },
  { name: 'a cache that matches the cart-hash cookie', hasCart: true, cache: 'matching', due: false },
  { name: 'a stale cart hash', hasCart: true, cache: 'stale-hash', due: true },
  { name: 'no cache while a cart exists', hasCart: true, cache: 'none', due: true },
  { name: 'an expired cache', hasCart: true, cache: 'expired', due: true },
];

/** Forms in which WooCommerce's script runs as the page loads. */
const RUNNING: FragmentsScriptForm[] = ['id', 'renamed', 'combined', 'deferred'];

const pagePath = (form: FragmentsScriptForm) => `/shop/?demo_wc_scripts=enqueued&demo_wc_fragments=${form}`;

interface Answer {
  fragments: Record<string, string>;
  cart_hash: string;
}

/** The page as a cartless visitor got it, which a page cache then serves to everyone. */
async function pageCacheCopy(path: string): Promise<string> {
  const anonymous = await browser.newContext();
  const html = await (await anonymous.request.get(new URL(path, baseUrl()).href)).text();
  await anonymous.close();
  return html;
}

/** The session cache the scenario starts with, put in place before any script of the page runs. */
async function seedCache(context: BrowserContext, scenario: Scenario, answer: Answer | null, empty: Answer): Promise<void> {
  if (scenario.cache === 'none') return;
  const now = Date.now();
  const seed =
    scenario.cache === 'stale-hash'
      ? { fragments: empty.fragments, hash: STALE_HASH, created: now }
      : { fragments: answer!.fragments, hash: answer!.cart_hash, created: scenario.cache === 'expired' ? now - DAY_MS - 60_000 : now };
  await context.addInitScript(
    ({ seed, fragmentName, hashKey }) => {
      try {
        sessionStorage.setItem(fragmentName, JSON.stringify(seed.fragments));
        sessionStorage.setItem(hashKey, seed.hash);
        localStorage.setItem(hashKey, seed.hash);
        sessionStorage.setItem('wc_cart_created', String(seed.created));
      } catch {
        // about:blank has no storage.
      }
    },
    { seed, fragmentName: FRAGMENT_NAME, hashKey: HASH_KEY },
  );
}

function countRefreshes(page: Page): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=get_refreshed_fragments')) n++;
  });
  return () => n;
}

const headerCount = (page: Page) => page.locator('.rh-cart-count').first().textContent();

/**
 * Past the point where the page settles who loads the fragments: the load event, then a timer
 * of the page's own of the same settling time, which fires after the one set at load; then
 * whatever that started has finished.
 */
async function pastTheDecision(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), WOO_SCRIPTS_SETTLE_MS);
  await page.waitForLoadState('networkidle');
}

/**
 * Other code asking for a refresh: exactly one more request follows, whoever answers it. Waits
 * for the refresh to end (wc_fragments_refreshed): a second request, sent with the first, and any
 * sent earlier, have been seen by then.
 */
async function expectOneRefreshFor(page: Page, refreshes: () => number): Promise<void> {
  const before = refreshes();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const $ = (window as unknown as { jQuery: (el: Element) => { one(name: string, fn: () => void): void; trigger(name: string): void } }).jQuery;
        $(document.body).one('wc_fragments_refreshed', resolve);
        $(document.body).trigger('wc_fragment_refresh');
      }),
  );
  expect(refreshes()).toBe(before + 1);
}

async function openScenario(form: FragmentsScriptForm, scenario: Scenario, beforeLoad?: (context: BrowserContext) => Promise<unknown>) {
  const path = pagePath(form);
  const cached = await pageCacheCopy(path);
  const context = await browser.newContext();
  const empty = (await (await context.request.post(new URL('/?wc-ajax=get_refreshed_fragments', baseUrl()).href)).json()) as Answer;
  const answer = scenario.hasCart
    ? ((await (await context.request.post(new URL('/?wc-ajax=add_to_cart', baseUrl()).href, { form: { product_id: '101' } })).json()) as Answer)
    : null;
  await seedCache(context, scenario, answer, empty);
  await context.route(
    (url) => url.pathname === '/shop/',
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }),
  );
  await beforeLoad?.(context);
  const page = await context.newPage();
  const errors = watch(page);
  const refreshes = countRefreshes(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForWidgets(page);
  return { context, page, errors, refreshes, expectedCount: scenario.hasCart ? '1' : '0' };
}

describe("WooCommerce's cart-fragments script running beside ours", () => {
  for (const form of RUNNING) {
    for (const scenario of SCENARIOS) {
      // Without a cart and a cache WooCommerce's script asks once on a session's first page (its
      // own rule, not one SPEC §4 gives): that one, never a second.
      const expected = scenario.due || scenario.cache === 'none' ? 1 : 0;
      it(`${form}: ${expected} get_refreshed_fragments with ${scenario.name}, the header right, one more per wc_fragment_refresh`, async () => {
        const { context, page, errors, refreshes, expectedCount } = await openScenario(form, scenario);
        await expect.poll(() => headerCount(page)).toBe(expectedCount);
        await pastTheDecision(page);
        expect(refreshes()).toBe(expected);
        expect(await headerCount(page)).toBe(expectedCount);
        await expectOneRefreshFor(page, refreshes);
        expect(refreshes()).toBe(expected + 1);
        expect(await headerCount(page)).toBe(expectedCount);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe("a page with the script's settings but not the script", () => {
  for (const scenario of SCENARIOS) {
    const expected = scenario.due ? 1 : 0;
    it(`absent: ${expected} get_refreshed_fragments of ours with ${scenario.name}, the header right, one per wc_fragment_refresh`, async () => {
      const { context, page, errors, refreshes, expectedCount } = await openScenario('absent', scenario);
      await pastTheDecision(page);
      await expect.poll(() => headerCount(page)).toBe(expectedCount);
      expect(refreshes()).toBe(expected);
      await expectOneRefreshFor(page, refreshes);
      expect(refreshes()).toBe(expected + 1);
      expect(await headerCount(page)).toBe(expectedCount);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a copy of the script delayed until the first interaction', () => {
  for (const scenario of SCENARIOS) {
    const expected = scenario.due ? 1 : 0;
    // Arriving, it finds the cache we restored or wrote and only shows it; without a cart and a
    // cache it asks once, as on any shop where it runs.
    const afterArrival = scenario.due || scenario.cache === 'none' ? 1 : 0;
    it(`delayed: ${expected} get_refreshed_fragments of ours with ${scenario.name}, ${afterArrival} in all once it runs, then one per wc_fragment_refresh`, async () => {
      const { context, page, errors, refreshes, expectedCount } = await openScenario('delayed', scenario);
      await pastTheDecision(page);
      await expect.poll(() => headerCount(page)).toBe(expectedCount);
      expect(refreshes()).toBe(expected);
      expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);

      await page.mouse.move(10, 10);
      await page.waitForFunction(() => {
        const $ = (window as unknown as { jQuery?: { _data(el: Element, key: string): Record<string, unknown[]> | undefined } }).jQuery;
        return Boolean($?._data(document.body, 'events')?.wc_fragment_refresh?.length);
      });
      await expect.poll(refreshes).toBe(afterArrival);
      // Its first run ends with the cache in place (shown from it, or written by its refresh).
      await page.waitForFunction((name) => sessionStorage.getItem(name) !== null, FRAGMENT_NAME);
      expect(await headerCount(page)).toBe(expectedCount);

      await expectOneRefreshFor(page, refreshes);
      expect(refreshes()).toBe(afterArrival + 1);
      expect(await headerCount(page)).toBe(expectedCount);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a delayed copy that runs while our refresh is on its way', () => {
  it('gets our answer: one get_refreshed_fragments in all, both scripts see it, the header right', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stale = SCENARIOS.find((s) => s.cache === 'stale-hash')!;
    const { context, page, errors, refreshes } = await openScenario('delayed', stale, (context) =>
      context.route(
        (url) => url.search.includes('wc-ajax=get_refreshed_fragments'),
        async (route) => {
          await held;
          await route.continue();
        },
      ),
    );
    await expect.poll(refreshes).toBe(1);

    await page.mouse.move(10, 10);
    await page.waitForFunction(() => {
      const $ = (window as unknown as { jQuery?: { _data(el: Element, key: string): Record<string, unknown[]> | undefined } }).jQuery;
      return Boolean($?._data(document.body, 'events')?.wc_fragment_refresh?.length);
    });
    // Both scripts tell of their refresh with wc_fragments_refreshed once it is shown.
    await page.evaluate(() => {
      const w = window as unknown as { refreshedTimes: number; jQuery: (el: Element) => { on(name: string, fn: () => void): void } };
      w.refreshedTimes = 0;
      w.jQuery(document.body).on('wc_fragments_refreshed', () => w.refreshedTimes++);
    });
    release();
    await page.waitForFunction(() => (window as unknown as { refreshedTimes: number }).refreshedTimes >= 2);
    expect(refreshes()).toBe(1);
    expect(await headerCount(page)).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
