import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, chunkUrlPattern, launchBrowser, openPage, waitForWidgets } from './browser';

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
});
