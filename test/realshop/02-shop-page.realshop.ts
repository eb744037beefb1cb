import { expect, test } from 'vitest';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, realshop, shopUrl, wcAjaxRequests } from './shop';

const browser = browserWithPlugin();

test('the shop page: our settings block instead of WooCommerce cart scripts; an add from the loop updates Storefront’s header cart', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  const adds = wcAjaxRequests(page, 'add_to_cart');
  await page.goto(shopUrl('/shop/'));
  expect(await page.locator('#wc-add-to-cart-js').count()).toBe(0);
  expect(await page.locator('#wc-cart-fragments-js').count()).toBe(0);
  const config = JSON.parse((await page.locator('script#shop-widgets-config').textContent()) ?? '{}');
  expect(config.wc_add_to_cart_params.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
  expect(config.wc_cart_fragments_params.cart_hash_key).toMatch(/^wc_cart_hash_/);
  // WooCommerce's order attribution is ours too: its scripts out, its settings kept.
  expect(await page.locator('#wc-order-attribution-js, #sourcebuster-js-js').count()).toBe(0);
  expect(config.wc_order_attribution.params).toMatchObject({ prefix: 'wc_order_attribution_', session: 30, allowTracking: true });
  expect(config.wc_order_attribution.fields.source_type).toBe('current.typ');
  await waitForWidgets(page);
  // One page view, counted once.
  await expect
    .poll(async () => decodeURIComponent((await shopper.context.cookies()).find((cookie) => cookie.name === 'sbjs_session')?.value ?? ''))
    .toMatch(/(^|\|)pgs=1(\||$)/);
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
