// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { loadPage, setupShop, startWidgets, until } from 'shop-widgets/testing';

setupShop();

const PRODUCT = '/product/accu-grasmaaier-greenline-36v/?demo_sync=yes';
const text = () => document.body.textContent ?? '';

/** The product page once the cross-sell has loaded and the sync has answered. */
async function productPage(path: string): Promise<void> {
  await loadPage(path);
  startWidgets();
  await until(() => expect(document.querySelectorAll('.cross-sell-items input[type=checkbox]').length).toBeGreaterThan(0));
  await until(() => expect(document.getElementById('WooZone-syncfront-wrapper')!.style.display).toBe(''));
}

test('a shopper sees no debug output: no sync log, no cross-sell cache box', async () => {
  await productPage(PRODUCT);
  expect(document.getElementById('WooZone-syncfront-debug')).toBeNull();
  expect(document.getElementById('WooZone-cross-sell-debug')).toBeNull();
  expect(text()).not.toContain('Synchronisatielog');
  expect(text()).not.toContain('Cross-sell uit de cache');
  expect(text()).not.toContain('Cache legen');
});

test('in WooZone debug mode the page shows the sync log and the cross-sell cache box', async () => {
  await productPage(`${PRODUCT}&demo_debug=1`);
  await until(() => expect(text()).toContain('Cross-sell uit de cache: 4 producten.'));
  expect(document.querySelector('#WooZone-cross-sell-debug button')?.textContent).toBe('Cache legen');
  await until(() => expect(document.querySelectorAll('#WooZone-syncfront-debug tbody tr').length).toBeGreaterThan(1));
  expect(document.getElementById('WooZone-syncfront-debug')!.style.display).toBe('');
});
