import { expect, test } from 'vitest';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, shopUrl, wcAjaxRequests } from './shop';

const browser = browserWithPlugin();

test('a product page: quantity 2 through the product form, added without leaving the page', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  const adds = wcAjaxRequests(page, 'add_to_cart');
  await page.goto(shopUrl('/product/koffiemok-delfts-blauw/'));
  await waitForWidgets(page);
  await page.fill('form.cart input.qty', '2');
  await page.click('form.cart button.single_add_to_cart_button');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('2 items');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toMatch(/Koffiemok Delfts blauw[\s\S]*2 ×/);
  expect(adds()).toBe(1);
  expect(page.url()).toBe(shopUrl('/product/koffiemok-delfts-blauw/'));
  expectCleanRun(shopper);
  await shopper.context.close();
});

test('the variable product: size M chosen in WooCommerce’s variation form is the variation added', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  const adds = wcAjaxRequests(page, 'add_to_cart');
  await page.goto(shopUrl('/product/schort-met-logo/'));
  await waitForWidgets(page);
  await page.selectOption('form.variations_form select#maat', 'M');
  await expect.poll(() => page.locator('form.variations_form button.single_add_to_cart_button').getAttribute('class')).not.toContain('disabled');
  await page.click('form.variations_form button.single_add_to_cart_button');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => page.locator(MINI_CART).textContent()).toContain('Schort met logo - M');
  expect(adds()).toBe(1);
  expectCleanRun(shopper);
  await shopper.context.close();
});
