// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { browser, cartSettled, fillCart, loadPage, nextShopEvent, setupShop, startWidgets, until, useFakeClock } from 'shop-widgets/testing';

// The fake shop behind MSW, reset after every test (cart, cookies, failure modes, the page).
const { shop } = setupShop();

const count = () => document.querySelector('.rh-cart-count')?.textContent;
const panel = () => document.getElementById('rh-woo-cart-panel')!;
const total = () => panel().querySelector('.woocommerce-mini-cart__total .amount')?.textContent;

test('adding from the listing counts the product and shows it in the sliding cart', async () => {
  await loadPage('/shop/');
  const { store } = startWidgets();
  document.querySelector<HTMLElement>('.ajax_add_to_cart[data-product_id="101"]')!.click();
  await cartSettled(store);
  expect(count()).toBe('1');
  await until(() => expect(panel().textContent).toContain('Accu grasmaaier GreenLine 36V'));
});

test('a quantity edit is saved 500 ms after the last change, then the total follows', async () => {
  await fillCart(101);
  await loadPage('/shop/');
  const { store } = startWidgets();
  const refreshed = nextShopEvent('wc_fragments_refreshed');
  document.querySelector<HTMLElement>('.menu-cart-btn')!.click();
  await refreshed;
  await until(() => expect(panel().querySelector('input.qty')).not.toBeNull());
  const clock = useFakeClock();
  const input = panel().querySelector<HTMLInputElement>('input.qty')!;
  input.value = '2';
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await clock.advance(499);
  expect(total()).toBe('€ 329,00');
  await clock.advance(1);
  clock.restore();
  await cartSettled(store);
  await until(() => expect(total()).toBe('€ 658,00'));
});

test('when the shop answers 500, nothing is counted and the button still links to the product', async () => {
  shop.fail('add_to_cart', 'http500');
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  await loadPage('/shop/');
  const { store } = startWidgets();
  const button = document.querySelector<HTMLAnchorElement>('.ajax_add_to_cart[data-product_id="101"]')!;
  button.click();
  await cartSettled(store);
  expect(count()).toBe('0');
  expect(button.getAttribute('href')).toBe('?add-to-cart=101');
});
