import { expect, test } from 'vitest';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, realshop, shopUrl, wcAjaxRequests } from './shop';

const browser = browserWithPlugin();

const products = () => realshop().seed.products;

test('a reload shows the header cart from the session cache, with no refresh request', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  await page.click(`a.add_to_cart_button[data-product_id="${products().mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');

  const refreshes = wcAjaxRequests(page, 'get_refreshed_fragments');
  await page.reload();
  await waitForWidgets(page);
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Koffiemok Delfts blauw');
  expect(await page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  expect(refreshes()).toBe(0);
  expectCleanRun(shopper);
  await shopper.context.close();
});

test('a cart the server changed (the cookie no longer matches the cache) is refreshed once', async () => {
  const shopper = await newShopper(browser());
  const { page, context } = shopper;
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  await page.click(`a.add_to_cart_button[data-product_id="${products().mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');

  // The same session adds behind the page's back: new cart hash cookie, the tab's cache is stale.
  const added = await context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: String(products().theedoek), quantity: '1' } });
  expect(added.ok()).toBe(true);
  const refreshes = wcAjaxRequests(page, 'get_refreshed_fragments');
  await page.goto(shopUrl('/product/kaasschaaf/'));
  await waitForWidgets(page);
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Theedoek linnen');
  await expect.poll(refreshes).toBe(1);
  expect(await page.locator(HEADER_COUNT).textContent()).toBe('2 items');
  expectCleanRun(shopper);
  await shopper.context.close();
});

test('an add in another tab reaches this tab’s header cart without a reload', async () => {
  const shopper = await newShopper(browser());
  const { page, context } = shopper;
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  await page.click(`a.add_to_cart_button[data-product_id="${products().mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  const refreshes = wcAjaxRequests(page, 'get_refreshed_fragments');

  const other = await context.newPage();
  await other.goto(shopUrl('/shop/'));
  await waitForWidgets(other);
  await other.click(`a.add_to_cart_button[data-product_id="${products().kaasschaaf}"]`);
  await expect.poll(() => other.locator(HEADER_COUNT).textContent()).toBe('2 items');

  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('2 items');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Kaasschaaf');
  expect(refreshes()).toBe(1);
  expectCleanRun(shopper);
  await shopper.context.close();
});

test('back and forward show the cart as it is now, not as the page was left', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  await page.click(`a.add_to_cart_button[data-product_id="${products().mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');

  await page.goto(shopUrl('/product/kaasschaaf/'));
  await waitForWidgets(page);
  await page.click('form.cart button.single_add_to_cart_button');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('2 items');

  await page.goBack();
  expect(page.url()).toBe(shopUrl('/shop/'));
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('2 items');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Kaasschaaf');

  // Removed on the shop page, then forward to the product page as it was left (2 items).
  await page.hover('#site-header-cart .cart-contents');
  await page.click(`${MINI_CART} a.remove_from_cart_button[data-product_id="${products().kaasschaaf}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await page.goForward();
  expect(page.url()).toBe(shopUrl('/product/kaasschaaf/'));
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => page.locator(MINI_CART).textContent()).not.toContain('Kaasschaaf');
  expectCleanRun(shopper);
  await shopper.context.close();
});
