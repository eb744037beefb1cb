import { expect, test } from 'vitest';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, HEADER_COUNT, MINI_CART, newShopper, realshop, type Shopper, shopUrl } from './shop';

const browser = browserWithPlugin();

/** A cart line as WooCommerce's Store API shows it: key, product or variation id, quantity, variation attributes. */
interface Line {
  key: string;
  id: number;
  quantity: number;
  variation: { attribute: string; value: string }[];
}

/** The shopper's cart on the server (the Store API reads the same session as the cart page). */
async function cartLines(shopper: Shopper): Promise<Line[]> {
  const response = await shopper.context.request.get(shopUrl('/wp-json/wc/store/v1/cart'));
  expect(response.ok()).toBe(true);
  const cart = (await response.json()) as { items: Line[] };
  return cart.items.map(({ key, id, quantity, variation }) => ({ key, id, quantity, variation })).sort((a, b) => a.key.localeCompare(b.key));
}

async function addToCart(shopper: Shopper, productId: number, quantity: number): Promise<void> {
  const response = await shopper.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(response.ok()).toBe(true);
}

test('the mini-cart’s ×, then “Undo” by keyboard: WooCommerce’s undo_item brings back the same line', async () => {
  const shopper = await newShopper(browser());
  const { page } = shopper;
  const { products, variations } = realshop().seed;
  await addToCart(shopper, products.mok, 2);
  await addToCart(shopper, variations.M, 3);
  const before = await cartLines(shopper);
  const schort = before.find((line) => line.id === variations.M)!;
  expect(schort).toMatchObject({ quantity: 3, variation: [{ value: 'M' }] });

  const undos: string[] = [];
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('undo_item')) undos.push(url.search);
  });
  // What the page's fetches downloaded (a manual redirect is reported as a request, never answered).
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch' && !url.searchParams.has('wc-ajax')) fetched.push(url.pathname + url.search);
  });
  await page.goto(shopUrl('/shop/'));
  await waitForWidgets(page);
  expect(await page.locator(HEADER_COUNT).textContent()).toBe('5 items');

  // Storefront's header mini-cart shows on hover; the × is used with the keyboard. The shop speaks
  // English (WordPress's locale): our strings are the catalogue's English sources here.
  await page.hover('#site-header-cart .cart-contents');
  await page.locator(`${MINI_CART} a.remove_from_cart_button[data-cart_item_key="${schort.key}"]`).focus();
  await page.keyboard.press('Enter');
  const notice = page.locator(`${MINI_CART} .sw-undo-removal`);
  await expect.poll(() => notice.textContent()).toBe('“Schort met logo - M” removed. Undo');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('2 items');
  expect((await cartLines(shopper)).map((line) => line.id)).toEqual([products.mok]);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
  await expect.poll(() => page.locator('.widget_shopping_cart_live_region').textContent()).toBe('“Schort met logo - M” removed.');

  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('5 items');
  await expect.poll(() => notice.count()).toBe(0);
  await expect.poll(() => page.locator('.widget_shopping_cart_live_region').textContent()).toBe('“Schort met logo - M” is back in your cart.');
  // The same line: key, variation, quantity; nothing doubled.
  expect(await cartLines(shopper)).toEqual(before);
  expect(await page.locator(`${MINI_CART} a.remove_from_cart_button[data-cart_item_key="${schort.key}"]`).count()).toBe(1);
  expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cart_item_key)).toBe(schort.key);
  // One GET with the remove link's nonce; its redirect (back to /shop/) not followed.
  expect(undos).toHaveLength(1);
  expect(undos[0]).toMatch(new RegExp(`^\\?undo_item=${schort.key}&_wpnonce=[0-9a-f]+$`));
  expect(fetched.filter((url) => !url.includes('undo_item='))).toEqual([]);
  expect(page.url()).toBe(shopUrl('/shop/'));
  expectCleanRun(shopper);
  await shopper.context.close();
});
