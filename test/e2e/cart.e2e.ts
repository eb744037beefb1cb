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

const panel = (page: Page) => page.locator('#rh-woo-cart-panel');
const count = (page: Page) => page.locator('.rh-cart-count').first();

async function addFromListing(page: Page, productId: number): Promise<void> {
  await page.locator(`.ajax_add_to_cart[data-product_id="${productId}"]`).click();
  await expect.poll(() => panel(page).getAttribute('class')).toContain('active');
}

async function closePanel(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => panel(page).getAttribute('class')).not.toContain('active');
}

describe('the cart in Chromium, on the built bundle', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('adds from the listing, changes the quantity in the panel, removes, and keeps the cart over a reload', async () => {
    const { page, errors } = await openPage(context, '/shop/');
    await waitForWidgets(page);
    await addFromListing(page, 101);
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBe(1);
    expect(await count(page).textContent()).toBe('1');
    expect(await page.locator('.ajax_add_to_cart[data-product_id="101"] + a.added_to_cart').textContent()).toBe('Bekijk winkelwagen');
    // Focus is in the drawer, on its close button (once the panel's code runs: the line can come first).
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('rh-sslide-close-btn');

    await closePanel(page);
    await addFromListing(page, 107);
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBe(2);

    const greenline = panel(page).locator('.woocommerce-mini-cart-item', { hasText: 'GreenLine' });
    await greenline.locator('.plus-quantity').click();
    await greenline.locator('.plus-quantity').click();
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart__total .amount').textContent()).toBe('€ 1.056,95');
    expect(await count(page).textContent()).toBe('4');

    await panel(page).locator('.woocommerce-mini-cart-item', { hasText: 'Reserve accu' }).locator('.remove_from_cart_button').click();
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBe(1);
    expect(await count(page).textContent()).toBe('3');

    // A reload shows the cart from the session cache, with no fragments request.
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().includes('get_refreshed_fragments') && refreshes.push(r.url()));
    // The cart says when it showed the session cache (wc_fragments_loaded): it decided then.
    await page.addInitScript(() =>
      document.addEventListener('shop-widgets:wc_fragments_loaded', () => {
        (window as unknown as { cacheShown: boolean }).cacheShown = true;
      }),
    );
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { cacheShown?: boolean }).cacheShown === true);
    expect(refreshes).toEqual([]);
    expect(await count(page).textContent()).toBe('3');
    expect(errors).toEqual([]);
  });

  it('a second tab picks up a change made in the first', async () => {
    const first = await openPage(context, '/shop/');
    const second = await openPage(context, '/product/snellader-18v/');
    await waitForWidgets(first.page);
    await waitForWidgets(second.page);
    const before = Number(await count(second.page).textContent());
    await addFromListing(first.page, 108);
    await expect.poll(() => count(second.page).textContent()).toBe(String(before + 1));
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.page.close();
    await second.page.close();
  });
});

describe('a mini-cart quantity that cannot be saved', () => {
  it('shows at once, then goes back to the last confirmed quantity with the message under the field and in the live region', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/shop/');
    await waitForWidgets(page);
    await addFromListing(page, 101);
    // The demo's failure mode, as the front page sets it (every save of a quantity answers 500).
    await page.goto(new URL('/__demo/fail?name=rh_update_sidebar_cart_item&mode=http500&back=/shop/', baseUrl()).href);
    try {
      await waitForWidgets(page);
      await page.locator('.menu-cart-btn').click();
      const row = panel(page).locator('.woocommerce-mini-cart-item', { hasText: 'GreenLine' });
      const line = row.locator('span.quantity');
      await row.locator('.plus-quantity').click();
      await expect.poll(() => line.textContent()).toBe('2 × € 329,00');
      const message = row.locator('.sw-quantity-error');
      await expect.poll(() => message.textContent()).toBe('Er is een onbekende fout opgetreden.');
      expect(await row.locator('input.qty').inputValue()).toBe('1');
      expect(await line.textContent()).toBe('1 × € 329,00');
      expect(await panel(page).locator('.woocommerce-mini-cart__total .amount').textContent()).toBe('€ 329,00');
      expect(await row.locator('input.qty').getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
      await expect.poll(() => page.locator('.widget_shopping_cart_live_region').textContent()).toBe('Er is een onbekende fout opgetreden.');
      expect(await axeViolations(page, ['#rh-woo-cart-panel'])).toEqual([]);
    } finally {
      await page.goto(new URL('/__demo/fail', baseUrl()).href);
    }
    // The browser logs the failed request (HTTP 500) itself; nothing else may be logged.
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });
});

describe('strict CSP, no JavaScript, accessibility', () => {
  it('works under script-src self with Trusted Types required', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watch(page);
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy|TrustedHTML|Trusted Type/i.test(m.text()) && violations.push(m.text()));
    const response = await page.goto(new URL('/shop/?csp=1', baseUrl()).href);
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
    await waitForWidgets(page);
    await addFromListing(page, 105);
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBe(1);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds to cart with JavaScript disabled (the plain link and the product form work)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/shop/?nojs=1', baseUrl()).href);
    await page.locator('.ajax_add_to_cart[data-product_id="110"]').click();
    await page.waitForURL(/demo_notice=toegevoegd/);
    expect(await page.locator('.woocommerce-message').textContent()).toContain('toegevoegd');
    expect(await count(page).textContent()).toBe('1');
    await page.goto(new URL('/cart/?nojs=1', baseUrl()).href);
    expect(await page.locator('.woocommerce-cart-form__cart-item').count()).toBe(1);
    // The product page's form (multipart/form-data, as WooCommerce prints it) with a quantity.
    await page.goto(new URL('/product/accu-grasmaaier-greenline-36v/?nojs=1', baseUrl()).href);
    await page.locator('form.cart input.qty').fill('2');
    await page.locator('form.cart [type=submit][name=add-to-cart]').click();
    await page.waitForURL(/demo_notice=toegevoegd/);
    expect(await count(page).textContent()).toBe('3');
    await context.close();
  });

  it('has no axe-core violations on every demo page, with the cart panel closed and open', async () => {
    const context = await browser.newContext();
    const setup = await context.newPage();
    await setup.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(setup);
    await addFromListing(setup, 101);
    await setup.close();
    for (const path of ['/', '/shop/', '/product/accu-grasmaaier-greenline-36v/', '/product/accu-grasmaaier-pro-zelfrijdend/', '/cart/', '/checkout/']) {
      const { page, errors } = await openPage(context, path);
      await waitForWidgets(page);
      expect(await panel(page).getAttribute('inert'), path).toBe('');
      expect(await axeViolations(page), `${path}, panel closed`).toEqual([]);
      await page.locator('.menu-cart-btn').click();
      await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBeGreaterThan(0);
      // Open: shown with its line at once, a dialog once its own code runs.
      await expect.poll(() => panel(page).locator('.rh-sslide-panel-wrap').getAttribute('role')).toBe('dialog');
      expect(await axeViolations(page), `${path}, panel open`).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});
