import { expect, test } from 'vitest';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, shopUrl, wcAjaxRequests } from './shop';

const browser = browserWithPlugin();

test('a shop page served from a full-page cache, saved while the cart was empty, shows the true cart', async () => {
  // What a page cache keeps and serves to everyone: /shop/ as rendered for a visitor with no cart.
  const saved = await (await fetch(shopUrl('/shop/'))).text();
  expect(saved).toContain('<span class="count">0 items</span>');

  const shopper = await newShopper(browser());
  const { page, context } = shopper;
  await context.route(shopUrl('/shop/'), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: saved }));
  await page.goto(shopUrl('/product/kaasschaaf/'));
  await waitForWidgets(page);
  await page.click('form.cart button.single_add_to_cart_button');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');

  // This tab cached the cart when it changed: the saved page is corrected from that cache.
  const refreshes = wcAjaxRequests(page, 'get_refreshed_fragments');
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Kaasschaaf');
  expect(refreshes()).toBe(0);

  // A new tab has no cache of its own: it asks the shop, once.
  const other = await context.newPage();
  const otherRefreshes = wcAjaxRequests(other, 'get_refreshed_fragments');
  await other.goto(shopUrl('/shop/'));
  await waitForWidgets(other);
  await expect.poll(() => other.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => other.locator(MINI_CART).textContent()).toContain('Kaasschaaf');
  expect(otherRefreshes()).toBe(1);
  expectCleanRun(shopper);
  await shopper.context.close();
});
