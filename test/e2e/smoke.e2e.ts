import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForWidgets } from './browser';

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
});
