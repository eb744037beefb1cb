import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, launchBrowser, openPage, waitForWidgets, watch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRODUCT = '/product/accu-grasmaaier-greenline-36v/';
/**
 * What this work puts on the pages: axe runs on these regions. (The rest of the page is the
 * theme's and the cart's markup, checked by their own suites.)
 */

/** A fresh shopper; the marketplace's own sites are answered locally (no internet in CI). */
async function shopper(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(/^https:\/\/www\.amazon\./, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Amazon</title><p>Marktplaats</p>' }),
  );
  return context;
}

/**
 * The product page on Playwright's clock, once the sync notice is up. The demo syncs a product
 * once per shopper, so the sync is asked for explicitly (`?demo_sync=yes`): what another test
 * or visit did never takes the notice away.
 */
async function syncNoticeOnFakeClock() {
  const context = await shopper();
  const page = await context.newPage();
  const errors = watch(page);
  await page.clock.install();
  // In WooZone's debug mode, for the sync log table.
  await page.goto(new URL(`${PRODUCT}?demo_sync=yes&demo_debug=1`, baseUrl()).href);
  await waitForWidgets(page);
  const notice = page.locator('#WooZone-syncfront-wrapper');
  await notice.waitFor({ state: 'visible' });
  return { context, page, errors, notice };
}

async function addToCart(page: Page, productId: number, country: string): Promise<void> {
  await page.evaluate(
    async ([id, c]) => {
      await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: String(id), WooZone_country: String(c) }) });
    },
    [productId, country] as const,
  );
}

describe('marketplace product page', () => {
  it('chooses a country: saved, outbound links tagged, the add to cart carries it, the mini-cart shows its flag', async () => {
    const context = await shopper();
    const { page, errors } = await openPage(context, `${PRODUCT}?demo_sync=no`);
    await waitForWidgets(page);
    const box = page.getByRole('group', { name: 'Kies het land van de marktplaats' });
    await box.waitFor();
    // The box sits before the add-to-cart form (before_add_to_cart).
    expect(await page.evaluate(() => document.querySelector('[data-shop-widgets-island="country-box"]')?.nextElementSibling?.matches('form.cart'))).toBe(true);
    expect(await box.getByRole('link', { name: /^France/ }).getAttribute('href')).toBe('https://www.amazon.fr/dp/B0GL36V460/?tag=groenemaaier-fr-21');
    expect(await box.getByRole('link', { name: /^Nederland/ }).getAttribute('href')).toBe('https://www.amazon.nl/dp/B0GL36V460/?tag=groenemaaier-21');
    await expect.poll(() => box.locator('li[data-country="it"] .WooZone-cc-status').textContent()).toBe('beschikbaar');
    expect(await box.locator('li[data-country="es"] .WooZone-cc-status').textContent()).toBe('niet beschikbaar');

    const saved = page.waitForResponse((r) => r.url().includes('admin-ajax.php') && (r.request().postData() ?? '').includes('sub_action=save_product_country'));
    await box.getByRole('radio', { name: 'France' }).check();
    await saved;
    expect(await box.getByRole('radio', { name: 'France' }).isChecked()).toBe(true);
    await expect.poll(() => box.getByRole('status').textContent()).toBe('');

    // A plain reload shows the saved choice.
    await page.reload();
    await page.getByRole('group', { name: 'Kies het land van de marktplaats' }).waitFor();
    expect(await page.getByRole('radio', { name: 'France' }).isChecked()).toBe(true);
    expect(await page.locator('form.cart input[name="WooZone_country"]').inputValue()).toBe('fr');

    // The add to cart carries the country; the mini-cart shows its flag and status.
    // The AJAX add sends every field of the product form (SPEC §3), the country among them.
    await page.locator('form.cart').evaluate(async (form) => {
      const fields = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
      fields.set('product_id', '101');
      await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: fields });
    });
    await page.reload();
    const small = page.locator('#rh-woo-cart-panel .woocommerce-mini-cart-item .WooZone-country-check-small');
    await small.waitFor({ state: 'attached' });
    expect(await small.locator('.WooZone-cc_domain.fr').getAttribute('aria-label')).toBe('France');
    // The flag is WooZone's CSS image for its domain class, not an emoji (empty boxes on Linux).
    const flag = await small
      .locator('.WooZone-cc_domain.fr')
      .evaluate((el) => ({ text: el.textContent, image: getComputedStyle(el).backgroundImage, width: el.getBoundingClientRect().width }));
    expect(flag.text).toBe('');
    expect(flag.image).toContain('gradient');
    expect(flag.width).toBeGreaterThan(10);
    expect(await small.locator('.WooZone-cc_status').textContent()).toBe('beschikbaar');

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the cross-sell total and adds the checked items', async () => {
    const context = await shopper();
    const { page, errors } = await openPage(context, `${PRODUCT}?demo_sync=no`);
    await waitForWidgets(page);
    const section = page.locator('.WooZone-cross-sell-section');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('checkbox', { name: 'Snellader 18V' }).waitFor();
    const total = page.locator('#cross-sell-buying-price');
    expect(await total.textContent()).toBe('€ 147,39');
    await section.getByRole('checkbox', { name: 'Snellader 18V' }).uncheck();
    expect(await total.textContent()).toBe('€ 107,44');
    await section.getByRole('checkbox', { name: 'Reserve accu 18V 5,0 Ah' }).uncheck();
    expect(await total.textContent()).toBe('€ 37,49');
    expect(await axeViolations(page)).toEqual([]);

    await Promise.all([page.waitForURL(/\/cart\//), section.getByRole('link', { name: 'Geselecteerde in winkelwagen' }).click()]);
    const names = await page.locator('.woocommerce-cart-form .product-name a').allTextContents();
    expect(names).toEqual(['Reservemes 46 cm', 'Trimmerdraad 2,0 mm (50 m)']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the sync notice and reloads the page when the 15 s countdown, one tick a second, ends', async () => {
    const { context, page, errors } = await syncNoticeOnFakeClock();
    expect(await page.locator('#WooZone-syncfront-debug tbody tr').count()).toBe(6);
    const counter = page.locator('#WooZone-syncfront-content h3 span');
    expect(await counter.textContent()).toBe('15');
    await page.clock.runFor(1000);
    expect(await counter.textContent()).toBe('14');
    let reloaded = false;
    page.on('framenavigated', () => (reloaded = true));
    await page.clock.runFor(13_000);
    expect(await counter.textContent()).toBe('1');
    expect(reloaded).toBe(false);
    // The last tick reloads the page: wait for the navigation, not for runFor (whose evaluation
    // can be cut off by the very reload it causes).
    const navigated = page.waitForEvent('framenavigated');
    void page.clock.runFor(1000).catch(() => {});
    await navigated;
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the sync notice's 'no' stops the countdown and hides it; axe finds nothing with the notice shown", async () => {
    const { context, page, errors, notice } = await syncNoticeOnFakeClock();
    expect(await axeViolations(page)).toEqual([]);
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Nee, niet vernieuwen' }).click();
    expect(await notice.isVisible()).toBe(false);
    const counter = page.locator('#WooZone-syncfront-content h3 span');
    const stoppedAt = await counter.textContent();
    expect(Number(stoppedAt)).toBeLessThanOrEqual(13);
    let reloaded = false;
    page.on('framenavigated', () => (reloaded = true));
    await page.clock.runFor(60_000);
    expect(await counter.textContent()).toBe(stoppedAt);
    expect(reloaded).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('marketplace cart page', () => {
  it("blocks checkout until every marketplace shop is decided, then 'alles in orde' and on to checkout", async () => {
    const context = await shopper();
    const { page, errors } = await openPage(context, '/shop/');
    await addToCart(page, 101, 'de');
    await addToCart(page, 108, 'fr');
    await addToCart(page, 109, 'nl');
    await page.goto(new URL('/cart/', baseUrl()).href);
    await waitForWidgets(page);
    await page.locator('.woozone_email_wrapper + .checkout-button').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const checkout = page.getByRole('link', { name: 'Doorgaan naar afrekenen' });
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('true');
    const email = page.getByLabel(/E-mailadres voor je bestelling/);
    await email.pressSequentially('jan@voorbeeld');
    expect(await email.evaluate((el) => (el as HTMLElement).style.borderColor)).toBe('red');
    await email.pressSequentially('.nl');
    expect(await checkout.getAttribute('aria-disabled')).toBeNull();

    await checkout.click();
    const message = page.locator('.WooZone-cart-msg');
    expect(await message.textContent()).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    expect(page.url()).toMatch(/\/cart\/$/);
    expect(await axeViolations(page)).toEqual([]);

    const popup = context.waitForEvent('page');
    await page.locator('li[data-domain="de"]').getByRole('button', { name: 'Afrekenen bij Amazon.de' }).click();
    await (await popup).close();
    expect(await page.locator('li[data-domain="de"] .WooZone-cc_status').textContent()).toBe('afgerekend');
    await page.getByRole('button', { name: 'Amazon.fr annuleren' }).click();
    expect(await page.locator('li[data-domain="fr"] .WooZone-cc_status').textContent()).toBe('geannuleerd');
    await page.getByRole('button', { name: 'Amazon.nl annuleren' }).click();
    expect(await message.textContent()).toBe('alles in orde');

    await Promise.all([page.waitForURL(/\/checkout\/$/), checkout.click()]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
