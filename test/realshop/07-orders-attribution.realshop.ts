import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { expectCleanRun, HEADER_COUNT, newShopper, realshop, setPluginActive, shopUrl, usePlugin, wordpressPhp } from './shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await usePlugin(browser, true);
});
afterAll(async () => {
  await setPluginActive(true);
  await browser?.close();
});

const LANDING = '/shop/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=najaar&utm_content=knop&utm_term=koffiemok';

type Checkout = 'block' | 'classic';

async function fillBlockCheckout(page: Page): Promise<void> {
  await page.goto(shopUrl('/checkout/'));
  await page.locator('.wp-block-woocommerce-checkout #email').waitFor();
  await page.fill('#email', 'klant@voorbeeld.test');
  await page.fill('#shipping-first_name', 'Sanne');
  await page.fill('#shipping-last_name', 'de Vries');
  await page.fill('#shipping-address_1', 'Prinsengracht 263');
  await page.fill('#shipping-postcode', '1016 GV');
  await page.fill('#shipping-city', 'Amsterdam');
  await page.locator('#shipping-city').blur();
  // As a shopper sees it: the address saved (the block checkout sends it when a field is left; a
  // click while that request is out placed no order, with or without the plugin), the checkout
  // idle, and with the plugin the attribution in the checkout's store.
  await page.waitForFunction(() => {
    type Select = (store: string) => Record<string, () => unknown>;
    const select = (window as unknown as { wp: { data: { select: Select } } }).wp.data.select;
    const checkout = select('wc/store/checkout');
    const attributed =
      !document.getElementById('shop-widgets-config') || (checkout.getExtensionData!() as Record<string, unknown>)['woocommerce/order-attribution'];
    return Boolean(attributed) && checkout.isIdle!() && !checkout.isCalculating!() && !select('wc/store/cart').isCustomerDataUpdating!();
  });
  await page.click('.wc-block-components-checkout-place-order-button');
}

async function fillClassicCheckout(page: Page): Promise<void> {
  await page.goto(shopUrl('/afrekenen-klassiek/'));
  await page.locator('form.checkout #billing_first_name').waitFor();
  await page.fill('#billing_first_name', 'Sanne');
  await page.fill('#billing_last_name', 'de Vries');
  await page.fill('#billing_address_1', 'Prinsengracht 263');
  await page.fill('#billing_postcode', '1016 GV');
  await page.fill('#billing_city', 'Amsterdam');
  if (await page.locator('#billing_phone').count()) await page.fill('#billing_phone', '0201234567');
  await page.fill('#billing_email', 'klant@voorbeeld.test');
  // WooCommerce's checkout script blocks the order review while it recalculates it.
  await page.waitForFunction(() => !document.querySelector('.woocommerce-checkout .blockUI'));
  await page.click('#place_order');
}

/** The `_wc_order_attribution_*` meta WooCommerce saved on an order. */
async function attributionMeta(orderId: number): Promise<Record<string, string>> {
  const json = await wordpressPhp(`
    $meta = array();
    foreach ( wc_get_order( ${orderId} )->get_meta_data() as $entry ) {
      $data = $entry->get_data();
      if ( str_starts_with( $data['key'], '_wc_order_attribution_' ) ) {
        $meta[ $data['key'] ] = $data['value'];
      }
    }
    echo wp_json_encode( $meta );`);
  return JSON.parse(json);
}

/** Lands with utm_* parameters, adds from the shop loop, orders; resolves with the order's attribution meta. */
async function orderAfterCampaignLanding(checkout: Checkout, { wooCommerceScripts = false } = {}): Promise<Record<string, string>> {
  const shopper = await newShopper(browser);
  const { page } = shopper;
  // WooCommerce's own cart-fragments.js refreshes on a session's first page; its answer (the
  // empty cart) can land after the add's and put the header back to 0: let it land first.
  const firstRefresh = wooCommerceScripts ? page.waitForResponse((r) => r.url().includes('wc-ajax=get_refreshed_fragments')) : null;
  await page.goto(shopUrl(LANDING));
  await firstRefresh;
  await page.click(`a.add_to_cart_button[data-product_id="${realshop().seed.products.mok}"]`);
  await expect.poll(() => page.locator(HEADER_COUNT).textContent()).toBe('1 item');
  await (checkout === 'block' ? fillBlockCheckout(page) : fillClassicCheckout(page));
  await page.waitForURL(/\/order-received\/\d+\//, { waitUntil: 'domcontentloaded' }).catch(async (error) => {
    const notices = await page
      .locator('.woocommerce-error, .woocommerce-NoticeGroup, .wc-block-components-notice-banner, .wc-block-components-validation-error')
      .allTextContents();
    throw new Error(`no order confirmation (${page.url()}); the checkout says: ${JSON.stringify(notices)}; errors: ${JSON.stringify(shopper.errors)}`, {
      cause: error,
    });
  });
  const orderId = Number(/\/order-received\/(\d+)\//.exec(page.url())![1]);
  await expect.poll(() => page.locator('.woocommerce-order, .wc-block-order-confirmation-status').first().textContent()).toMatch(/Thank you/i);
  expectCleanRun(shopper);
  await shopper.context.close();
  return attributionMeta(orderId);
}

/** What two orders of the same journey may differ in: when the session started, by nature. */
const comparable = ({ _wc_order_attribution_session_start_time: started, ...rest }: Record<string, string>) => {
  expect(started).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  return rest;
};

test.each<Checkout>(['block', 'classic'])(
  'an order through the %s checkout after a campaign landing carries the attribution WooCommerce records without the plugin',
  async (checkout) => {
    await setPluginActive(false);
    const wooCommerceOwn = await orderAfterCampaignLanding(checkout, { wooCommerceScripts: true });
    await setPluginActive(true);
    const withPlugin = await orderAfterCampaignLanding(checkout);

    expect(wooCommerceOwn).toMatchObject({
      _wc_order_attribution_source_type: 'utm',
      // The landing, the checkout (the order-received page comes after the order is saved).
      _wc_order_attribution_session_pages: '2',
      _wc_order_attribution_utm_source: 'nieuwsbrief',
      _wc_order_attribution_utm_medium: 'email',
      _wc_order_attribution_utm_campaign: 'najaar',
      _wc_order_attribution_utm_content: 'knop',
      _wc_order_attribution_utm_term: 'koffiemok',
    });
    expect(comparable(withPlugin)).toEqual(comparable(wooCommerceOwn));
  },
);
