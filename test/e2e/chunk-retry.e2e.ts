import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { baseUrl, chunkName, chunkUrlPattern, launchBrowser, waitForWidgets, watch } from './browser';
import { SAME_URL_RETRIES } from '../../src/lib/load-chunk';

// A chunk that fails once costs nothing (issue 30): a CDN that answers 503 once for each file
// loses no page view, however deep the file sits among the chunks' static imports. Only a chunk
// that stays unreachable (a deploy removed it) leaves the work to the markup's own link or form.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ANY_CHUNK = /\/chunks\/[^/?]+\.js(\?|$)/;
const chunkFile = (url: string) => new URL(url).pathname.split('/').pop()!;
const panel = (page: Page) => page.locator('#rh-woo-cart-panel');
const line = (page: Page) => panel(page).locator('.woocommerce-mini-cart-item');

/**
 * A fresh /shop/ page on which every chunk but the start-up code answers 503 the first time its
 * URL is asked for (whatever the query), and is served after that. Every chunk request is kept,
 * and every navigation of the page after its first.
 */
async function shopWhereEveryChunkFailsOnce() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  const startUp = chunkUrlPattern('core');
  const requests: string[] = [];
  const failed = new Set<string>();
  await page.route(ANY_CHUNK, (route) => {
    const url = route.request().url();
    requests.push(url);
    const file = chunkFile(url);
    if (startUp.test(url) || failed.has(file)) return route.continue();
    failed.add(file);
    return route.fulfill({ status: 503, body: 'Service Unavailable' });
  });
  await page.goto(new URL('/shop/', baseUrl()).href);
  await waitForWidgets(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return { context, page, errors, requests, failed, navigations };
}

describe('every lazily loaded chunk answers 503 once', () => {
  it('add → the panel with the new line → a quantity edit → the login pop-up, in the same page view', async () => {
    const { context, page, errors, requests, failed, navigations } = await shopWhereEveryChunkFailsOnce();

    await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    await expect.poll(() => panel(page).getAttribute('class')).toContain('active');
    await expect.poll(() => line(page).count()).toBe(1);
    expect(await line(page).textContent()).toContain('Accu grasmaaier GreenLine 36V');

    await line(page).locator('.plus-quantity').click();
    await expect.poll(() => page.locator('.rh-cart-count').first().textContent()).toBe('2');
    await expect.poll(() => line(page).locator('input.qty').inputValue()).toBe('2');

    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).getAttribute('class')).not.toContain('active');
    await page.locator('.rh-header-login').click();
    await page.getByRole('dialog', { name: 'Inloggen' }).waitFor();

    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    // Chunks reached only as another chunk's static import failed too, and every file that
    // failed was fetched again, at its own URL: no module under a second URL, none run twice.
    const failedNames = [...failed].map(chunkName);
    expect(failedNames).toEqual(expect.arrayContaining(['answer', 'html', 'panel', 'mini-cart', 't-lazy', 'styles', 'react', 'rolldown-runtime']));
    const asked = (file: string) => requests.filter((url) => chunkFile(url) === file).length;
    expect([...failed].filter((file) => asked(file) < 2).map(chunkName)).toEqual([]);
    expect(requests.filter((url) => new URL(url).search !== '')).toEqual([]);
    // The browser's own line for each 503; nothing of ours failed.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource: the server responded with a status of 503'))).toEqual([]);
    await context.close();
  });
});

describe('a chunk that stays unreachable (a deploy removed it)', () => {
  it("a static import of the add's answer code gone: the add lands and the shopper is taken to the cart page, which shows it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const html = chunkUrlPattern('html');
    const asked: string[] = [];
    await page.route(html, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    await page.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(page);
    await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    await page.waitForURL((url) => url.pathname === '/cart/');
    await expect.poll(() => page.locator('.woocommerce-cart-form__cart-item', { hasText: 'Accu grasmaaier GreenLine 36V' }).count()).toBe(1);
    expect(asked.length).toBeGreaterThan(1);
    await context.close();
  });
});

/**
 * The chunks' static imports in the build: file → the files it imports (`dist/chunks`). The
 * start-up code is left out: it is there before any chunk is asked for.
 */
function staticImports(): Map<string, string[]> {
  const dir = 'dist/chunks';
  const startUp = chunkUrlPattern('core');
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(`${dir}/${file}`, 'utf8');
    const imports = [...code.matchAll(/\bimport\s*(?:[\w$*{},\s]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]!);
    graph.set(
      file,
      imports.filter((name) => !startUp.test(`/chunks/${name}`)),
    );
  }
  return graph;
}

describe('the build', () => {
  it('has no chunk whose static imports reach deeper than the retries at the same URL', () => {
    const graph = staticImports();
    expect(graph.size).toBeGreaterThan(10);
    const depths = [...graph.keys()].map((root) => {
      // Levels as the browser fetches them: all of a chunk's imports at once, one level per try.
      const level = new Map([[root, 0]]);
      const queue = [root];
      for (const file of queue) {
        for (const next of graph.get(file) ?? []) {
          if (level.has(next)) continue;
          level.set(next, level.get(file)! + 1);
          queue.push(next);
        }
      }
      return { chunk: chunkName(root), depth: Math.max(...level.values()) };
    });
    const deepest = Math.max(...depths.map((d) => d.depth));
    // A static import found where the build has them (answer imports the HTML helpers).
    expect(depths.find((d) => d.chunk === 'answer')?.depth).toBeGreaterThanOrEqual(1);
    // A chunk N levels deep needs N + 1 failed tries, then one that works.
    expect(depths.filter((d) => d.depth > SAME_URL_RETRIES - 1)).toEqual([]);
    expect(deepest).toBeLessThanOrEqual(SAME_URL_RETRIES - 1);
  });
});
