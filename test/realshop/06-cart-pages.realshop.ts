import { expect, test } from 'vitest';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, realshop, type Shopper, shopUrl, wcAjaxRequests } from './shop';

const browser = browserWithPlugin();

const products = () => realshop().seed.products;

/** Puts a product in the shopper's cart the way WooCommerce's own AJAX add does. */
async function addToCart(shopper: Shopper, productId: number): Promise<void> {
  const response = await shopper.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: String(productId), quantity: '1' } });
  expect(response.ok()).toBe(true);
}

test('the mini-cart’s remove link takes the item out, by AJAX, and the header follows', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  await addToCart(shopper, products().mok);
  await addToCart(shopper, products().kaasschaaf);
  const removes = wcAjaxRequests(page, 'remove_from_cart');
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  expect(await page.locator(HEADER_COUNT).textContent()).toBe('2 items');

  await page.hover('#site-header-cart .cart-contents');
  await page.click(`${MINI_CART} a.remove_from_cart_button[data-product_id="${products().mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await expect.poll(() => page.locator(MINI_CART).textContent()).not.toContain('Koffiemok');
  expect(page.url()).toBe(shopUrl('/shop/'));
  expect(removes()).toBe(1);
  expectCleanRun(shopper);
  await shopper.context.close();
});

test('the classic cart page: a quantity update is saved and the header follows', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  await addToCart(shopper, products().mok);
  await page.goto(shopUrl('/winkelwagen-klassiek/'));
  await waitForWidgets(page);
  await page.fill('form.woocommerce-cart-form input.qty', '3');
  await page.click('form.woocommerce-cart-form button[name="update_cart"]');
  await expect.poll(() => page.locator('.woocommerce-notices-wrapper').textContent()).toContain('Cart updated.');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('3 items');
  const cart = await shopper.context.request.get(shopUrl('/?wc-ajax=get_refreshed_fragments'));
  expect(JSON.stringify(await cart.json())).toContain('3 items');
  expectCleanRun(shopper);
  await shopper.context.close();
});

test('the block cart and the block checkout work beside our script', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  await addToCart(shopper, products().mok);
  await page.goto(shopUrl('/cart/'));
  await waitForWidgets(page);
  const row = page.locator('.wc-block-cart-items__row', { hasText: 'Koffiemok Delfts blauw' });
  await row.waitFor();
  const updated = page.waitForResponse((response) => response.url().includes('/wc/store/v1/') && response.request().method() === 'POST');
  await row.locator('.wc-block-components-quantity-selector__button--plus').click();
  expect((await updated).ok()).toBe(true);
  await expect.poll(() => row.locator('input.wc-block-components-quantity-selector__input').inputValue()).toBe('2');

  await page.goto(shopUrl('/checkout/'));
  await waitForWidgets(page);
  await page.locator('.wc-block-checkout #email').waitFor();
  await expect.poll(() => page.locator('.wp-block-woocommerce-checkout').textContent()).toContain('Betalen bij levering');
  // The quantity the block cart saved: 2 × € 12,95.
  expect(await page.locator('.wp-block-woocommerce-checkout').textContent()).toMatch(/€\s25,90/);
  expectCleanRun(shopper);
  await shopper.context.close();
});
