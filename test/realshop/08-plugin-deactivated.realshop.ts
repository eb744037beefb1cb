import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, realshop, shopUrl, usePlugin, wcAjaxRequests } from './shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await usePlugin(browser, false);
});
afterAll(async () => {
  await usePlugin(browser, true);
  await browser?.close();
});

test('the plugin deactivated: WooCommerce’s own cart scripts are back, nothing of ours is left, an add from the loop works', async () => {
  const shopper = await newShopper(browser);
  const { page } = shopper;
  const adds = wcAjaxRequests(page, 'add_to_cart');
  await page.goto(shopUrl('/shop/'));
  expect(await page.locator('#wc-add-to-cart-js').count()).toBe(1);
  expect(await page.locator('#wc-cart-fragments-js').count()).toBe(1);
  expect(await page.locator('#shop-widgets-config').count()).toBe(0);
  expect(await page.locator('script[src*="shop-widgets"]').count()).toBe(0);
  expect(await page.evaluate(() => 'ShopWidgets' in window)).toBe(false);

  await page.click(`a.add_to_cart_button[data-product_id="${realshop().seed.products.theedoek}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Theedoek linnen');
  expect(adds()).toBe(1);
  expectCleanRun(shopper);
  await shopper.context.close();
});
