import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { baseUrl, chunkFiles, chunkUrlPattern, launchBrowser, openPage, waitForWidgets } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the demo shop with the built bundle', () => {
  it('boots once, exposes window.ShopWidgets and shows the store notice, with no console error', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/shop/');
    await waitForWidgets(page);
    expect(await page.evaluate(() => window.ShopWidgets?.version)).toMatch(/^\d+\.\d+\.\d+$/);
    await expect.poll(() => page.locator('.woocommerce-store-notice').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loaded as WordPress prints it (`?ver=`), the lazy chunks share the one copy of the script', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(page);
    expect(await page.locator('script[type=module]').getAttribute('src')).toBe('/shop-widgets.js?ver=0.1.0');
    // The pointer on the cart button fetches the cart panel and React: chunks that use the start-up code.
    await page.locator('.menu-cart-btn').first().hover();
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
    await expect.poll(async () => (await scripts()).some((p) => chunkUrlPattern('panel').test(p)), { timeout: 10_000 }).toBe(true);
    expect((await scripts()).filter((p) => p === '/shop-widgets.js')).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('[shop-widgets]'))).toEqual([]);
    await context.close();
  });

  it('serves the start-up code marked for eager compilation on its first line, its source map still true', async () => {
    // What a theme developer's optimiser must keep: V8 compiles the file off the main thread.
    const [file] = Object.entries(chunkFiles()).find(([, name]) => name === 'core')!;
    const code = await (await fetch(new URL(`/chunks/${file}`, baseUrl()))).text();
    const lines = code.split('\n');
    expect(lines[0]).toBe('//# allFunctionsCalledOnLoad');
    // One group of mappings per line of the file, the hint's empty: the code keeps its positions.
    const map = JSON.parse(readFileSync(`dist/chunks/${file}.map`, 'utf8')) as { mappings: string };
    expect(map.mappings.split(';').map((group) => group === '')).toEqual(lines.map((_, i) => i === 0));
  });
});
