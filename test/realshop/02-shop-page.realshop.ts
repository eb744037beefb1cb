import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, waitForWidgets } from '../e2e/browser';
import { expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, realshop, shopUrl, usePlugin, wcAjaxRequests } from './shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await usePlugin(browser, true);
});
afterAll(async () => {
  await browser?.close();
});

test('the shop page: our settings block instead of WooCommerce cart scripts; an add from the loop updates Storefront’s header cart', async () => {
  const shopper = await newShopper(browser);
  const { page } = shopper;
  const adds = wcAjaxRequests(page, 'add_to_cart');
  await page.goto(shopUrl('/shop/'));
  expect(await page.locator('#wc-add-to-cart-js').count()).toBe(0);
  expect(await page.locator('#wc-cart-fragments-js').count()).toBe(0);
  const config = JSON.parse((await page.locator('script#shop-widgets-config').textContent()) ?? '{}');
  expect(config.wc_add_to_cart_params.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
  expect(config.wc_cart_fragments_params.cart_hash_key).toMatch(/^wc_cart_hash_/);
  await waitForWidgets(page);
  expect(await page.locator(HEADER_COUNT).textContent()).toBe('0 items');

  const mok = realshop().seed.products.mok;
  await page.click(`a.add_to_cart_button[data-product_id="${mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Koffiemok Delfts blauw');
  expect(page.url()).toBe(shopUrl('/shop/'));
  expect(adds()).toBe(1);

  // The shop's own cart page, in the same session, agrees.
  const cartPage = await shopper.context.request.get(shopUrl('/winkelwagen-klassiek/'));
  expect(await cartPage.text()).toContain('Koffiemok Delfts blauw');
  expectCleanRun(shopper);
  await shopper.context.close();
});
