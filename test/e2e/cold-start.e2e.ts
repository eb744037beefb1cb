import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, chunksFetched, coldClick, launchBrowser, waitForWidgets, watch } from './browser';

// The loading model (mount/strategies/): a page fetches only its start-up code until the
// shopper shows intent, and the first interaction of each kind on a cold page — nothing
// prefetched, the click dispatched without a pointer first — is never lost while its code loads.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function coldPage(path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  const chunks = chunksFetched(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForWidgets(page);
  return { context, page, errors, chunks };
}

describe('nothing at idle, nothing lost on the first interaction', () => {
  it('a listing the shopper only looks at fetches no React, no panel, no toasts, no zod', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const chunks = chunksFetched(page);
    await page.goto(new URL('/shop/', baseUrl()).href, { waitUntil: 'load' });
    await waitForWidgets(page);
    await page.waitForTimeout(2500); // well past the browser's idle time: nothing is scheduled there
    expect(chunks().filter((name) => /^(react|panel|toasts|zod|render-island|floating-ui)/.test(name))).toEqual([]);
    await context.close();
  });

  it('add to cart: the request leaves at the click and the panel opens with the line', async () => {
    const { context, page, errors } = await coldPage('/shop/');
    const requestAt = page.waitForRequest((r) => r.url().includes('wc-ajax=add_to_cart'));
    await coldClick(page, '.ajax_add_to_cart[data-product_id="101"]');
    await requestAt;
    await expect.poll(() => page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("add to cart: the line shows before the panel's code has come; once it has, focus is in the panel and Esc closes it", async () => {
    const { context, page, errors } = await coldPage('/shop/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/panel-[\w-]+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await coldClick(page, '.ajax_add_to_cart[data-product_id="101"]');
    await expect.poll(() => page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').count()).toBe(1);
    expect(await page.locator('#rh-woo-cart-panel .rh-sslide-panel-wrap').getAttribute('role')).toBeNull();
    release();
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#rh-woo-cart-panel .rh-sslide-close-btn'))).toBe(true);
    expect(await page.locator('.rh-outer-wrap').getAttribute('inert')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#rh-woo-cart-panel').getAttribute('class')).not.toContain('active');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the cart button opens the panel', async () => {
    const { context, page, errors } = await coldPage('/shop/');
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => page.locator('#rh-woo-cart-panel').getAttribute('class')).toContain('active');
    expect(page.url()).toBe(new URL('/shop/', baseUrl()).href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a compare button compares', async () => {
    const { context, page, errors, chunks } = await coldPage('/shop/');
    expect(chunks()).not.toContain('buttons');
    await coldClick(page, '.wpsm-button-new-compare.addcompare-id-101');
    await expect.poll(() => page.locator('.wpsm-button-new-compare.addcompare-id-101').getAttribute('class')).toContain('comparing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the login link opens the login pop-up instead of leaving the page', async () => {
    const { context, page, errors } = await coldPage('/deals/');
    await coldClick(page, '.rh-header-login');
    await page.getByRole('dialog', { name: 'Inloggen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deals/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a pop-up trigger opens its pop-up, a temperature vote counts, the search icon opens the search', async () => {
    const { context, page, errors } = await coldPage('/deals/');
    await coldClick(page, '.csspopuptrigger[data-popup="deal-voorwaarden"]');
    await page.getByRole('dialog', { name: 'Actievoorwaarden' }).waitFor();
    await page.keyboard.press('Escape');
    const temperature = page.locator('.deal-temperature .temperatur').first();
    const before = await temperature.textContent();
    await coldClick(page, '.deal-temperature .hotplus');
    await expect.poll(() => temperature.textContent()).not.toBe(before);
    await coldClick(page, '.icon-search-onclick');
    await expect.poll(() => page.locator('.icon-search-onclick').getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two quick plus clicks on a product page both count', async () => {
    const { context, page, errors } = await coldPage('/product/accu-grasmaaier-greenline-36v/?demo_sync=no');
    await page.evaluate(() => {
      const plus = document.querySelector<HTMLElement>('form.cart .plus-quantity')!;
      plus.click();
      plus.click();
    });
    await expect.poll(() => page.locator('form.cart input.qty').inputValue()).toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a chunk that fails to load', () => {
  it('is fetched once more with a cache-busting query, and then works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const panelRequests: string[] = [];
    await page.route(/\/chunks\/panel-[\w-]+\.js/, (route) => {
      panelRequests.push(route.request().url());
      return panelRequests.length === 1 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(page);
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => page.locator('#rh-woo-cart-panel').getAttribute('class')).toContain('active');
    // The panel shows at once (start-up code); its code, once it runs, makes it a dialog.
    await expect.poll(() => page.locator('#rh-woo-cart-panel .rh-sslide-panel-wrap').getAttribute('role')).toBe('dialog');
    expect(panelRequests).toHaveLength(2);
    expect(new URL(panelRequests[1]!).searchParams.has('retry')).toBe(true);
    await context.close();
  });

  it('fails twice: the markup does what it does without the script (the cart button goes to the cart page)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/chunks\/panel-[\w-]+\.js/, (route) => route.abort('connectionreset'));
    await page.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(page);
    await coldClick(page, '.menu-cart-btn');
    await page.waitForURL((url) => url.pathname === '/cart/');
    await context.close();
  });

  it('fails twice for a held link: the click follows the link (the login page)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/chunks\/listeners-[\w-]+\.js/, (route) => route.abort('connectionreset'));
    await page.goto(new URL('/deals/', baseUrl()).href);
    await waitForWidgets(page);
    await coldClick(page, '.rh-header-login');
    await page.waitForURL((url) => url.pathname === '/wp-login.php');
    await context.close();
  });
});
