import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { chunkArrived, chunkUrlPattern, launchBrowser, openPage, waitForWidgets } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ADD_WAITS = 'U bent waarschijnlijk offline. Nog niet toegevoegd: dat gebeurt zodra u weer online bent.';
const OFFLINE = 'U bent waarschijnlijk offline.';
const EDIT_WAITS = 'U bent waarschijnlijk offline. Nog niet opgeslagen: dat gebeurt zodra u weer online bent.';

const addButton = (page: Page) => page.locator('.ajax_add_to_cart[data-product_id="101"]');
const notice = (page: Page) => page.locator('.sw-offline-notice');
const liveRegion = (page: Page) => page.locator('.widget_shopping_cart_live_region');
const count = (page: Page) => page.locator('.rh-cart-count').first().textContent();
const panel = (page: Page) => page.locator('#rh-woo-cart-panel');

/** The requests to one WooCommerce call the page makes from now on. */
function requestsTo(page: Page, call: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(call)) urls.push(request.url());
  });
  return urls;
}

/** Uncaught errors only: while offline the page's chunk and resource loads fail by design. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Everything the live region, a toast or an offline notice ever says on the page, from now on. */
async function recordMessages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.widget_shopping_cart_live_region, .rh-toast, .sw-offline-notice')) {
        const text = el.textContent?.trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** The shop after an add: its line in the open panel and the mini-cart's edit code there. */
async function pageWithPanelLine(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const { page } = await openPage(context, '/shop/');
  const errors = pageErrors(page);
  await waitForWidgets(page);
  await addButton(page).click();
  await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBe(1);
  // The panel took focus: the mini-cart's edit code was asked for on that intent.
  await expect.poll(() => chunkArrived(page, 'mini-cart')).toBe(true);
  return { page, errors };
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => navigator.onLine === false);
}

describe('offline, from a page that loaded online (the network taken away after load)', () => {
  it('an add says "not added, no connection" in Dutch beside the button and in the live region; once online it is sent once and lands', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/shop/');
    const errors = pageErrors(page);
    await waitForWidgets(page);
    const adds = requestsTo(page, '?wc-ajax=add_to_cart');
    await goOffline(context, page);
    const url = page.url();

    // A real click: the pointer's intent asks for the answer's code, which cannot come now.
    await addButton(page).click();
    await expect.poll(() => notice(page).textContent()).toBe(ADD_WAITS);
    expect(await notice(page).isVisible()).toBe(true);
    await expect.poll(() => liveRegion(page).textContent()).toBe(ADD_WAITS);
    // A second click while it waits: one notice, and still one add to come.
    await addButton(page).click();
    await expect.poll(() => notice(page).count()).toBe(1);
    expect(await page.locator('.rh-toast').count()).toBe(0);
    expect(await addButton(page).getAttribute('class')).not.toMatch(/\bloading\b/);
    expect(adds).toEqual([]);
    expect(page.url()).toBe(url);

    await context.setOffline(false);
    await expect.poll(() => count(page)).toBe('1');
    await expect.poll(() => addButton(page).getAttribute('class')).toMatch(/\badded\b/);
    await expect.poll(() => panel(page).getAttribute('class')).toContain('active');
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart-item').count()).toBe(1);
    expect(await notice(page).count()).toBe(0);
    expect(adds).toHaveLength(1);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the cart button, its panel's code not yet here, says the shopper is offline and stays; once online it opens the panel", async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/shop/');
    const errors = pageErrors(page);
    await waitForWidgets(page);
    await goOffline(context, page);
    const url = page.url();
    const cartButton = page.locator('.menu-cart-btn').first();

    // A real click: the pointer's intent asks for the panel's code, which cannot come now.
    await cartButton.click();
    await expect.poll(() => notice(page).textContent()).toBe(OFFLINE);
    expect(await notice(page).isVisible()).toBe(true);
    expect(await cartButton.getAttribute('aria-describedby')).toBe(await notice(page).getAttribute('id'));
    await expect.poll(() => liveRegion(page).textContent()).toBe(OFFLINE);
    await cartButton.click();
    expect(await notice(page).count()).toBe(1);
    expect(await panel(page).getAttribute('class')).not.toContain('active');
    expect(page.url()).toBe(url);

    await context.setOffline(false);
    await expect.poll(() => notice(page).count()).toBe(0);
    await cartButton.click();
    await expect.poll(() => panel(page).getAttribute('class')).toContain('active');
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a quantity edited in the panel says it waits, keeps the edit, and is saved once online', async () => {
    const context = await browser.newContext();
    const { page, errors } = await pageWithPanelLine(context);
    const saves = requestsTo(page, 'rh_update_sidebar_cart_item');
    await goOffline(context, page);

    const row = panel(page).locator('.woocommerce-mini-cart-item');
    await row.locator('input.qty').fill('3');
    await expect.poll(() => row.locator('.sw-quantity-error').textContent()).toBe(EDIT_WAITS);
    await expect.poll(() => liveRegion(page).textContent()).toBe(EDIT_WAITS);
    expect(await row.locator('input.qty').inputValue()).toBe('3');
    expect(saves).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => count(page)).toBe('3');
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart__total .amount').textContent()).toBe('€ 987,00');
    expect(await row.locator('.sw-quantity-error').count()).toBe(0);
    expect(saves).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a line removed in the panel offline stays and says so; once online it can be removed', async () => {
    const context = await browser.newContext();
    const { page, errors } = await pageWithPanelLine(context);
    await goOffline(context, page);
    const url = page.url();

    const row = panel(page).locator('.woocommerce-mini-cart-item');
    await row.locator('.remove_from_cart_button').click();
    await expect.poll(() => row.locator('.sw-quantity-error').textContent()).toBe(OFFLINE);
    await expect.poll(() => liveRegion(page).textContent()).toBe(OFFLINE);
    expect(await row.count()).toBe(1);
    expect(page.url()).toBe(url);

    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine === true);
    await row.locator('.remove_from_cart_button').click();
    await expect.poll(() => count(page)).toBe('0');
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a quantity edited before the edit code could come is saved once online', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/shop/');
    const errors = pageErrors(page);
    await waitForWidgets(page);
    // The mini-cart's edit code is still on its way when the connection goes (the panel's is there).
    const held: Route[] = [];
    const editCode = chunkUrlPattern('mini-cart');
    await page.route(editCode, (route) => void held.push(route));
    await addButton(page).click();
    await expect.poll(() => panel(page).locator('.rh-sslide-panel-wrap[role="dialog"] .woocommerce-mini-cart-item').count()).toBe(1);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const saves = requestsTo(page, 'rh_update_sidebar_cart_item');
    const editCodeFailed = page.waitForEvent('console', (message) => message.text().includes('widget "mini-cart" failed to load'));
    await goOffline(context, page);
    await Promise.all(held.map((route) => route.abort('internetdisconnected')));
    await page.unroute(editCode);

    const row = panel(page).locator('.woocommerce-mini-cart-item');
    await row.locator('input.qty').fill('3');
    await editCodeFailed;
    expect(await row.locator('input.qty').inputValue()).toBe('3');
    expect(saves).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => count(page)).toBe('3');
    await expect.poll(() => panel(page).locator('.woocommerce-mini-cart__total .amount').textContent()).toBe('€ 987,00');
    expect(saves).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline and back with nothing waiting shows and says nothing; the next add is the only one', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/shop/');
    await waitForWidgets(page);
    const messages = await recordMessages(page);
    const adds = requestsTo(page, '?wc-ajax=add_to_cart');
    await goOffline(context, page);
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine === true);
    // Something that shows, to know the page had its turn after the connection came back.
    await addButton(page).click();
    await expect.poll(() => count(page)).toBe('1');
    expect(adds).toHaveLength(1);
    expect(await notice(page).count()).toBe(0);
    expect((await messages()).filter((text) => text.includes('offline'))).toEqual([]);
    await context.close();
  });
});
