import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, launchBrowser, openPage, waitForWidgets } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VARIANT = 'Accu grasmaaier Pro zelfrijdend 2×18V – Met 2 accu’s en lader';
const panel = (page: Page) => page.locator('#rh-woo-cart-panel');
const rows = (page: Page) => panel(page).locator('.woocommerce-mini-cart-item');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const notice = (page: Page) => panel(page).locator('.sw-undo-removal');
const count = (page: Page) => page.locator('.rh-cart-count').first().textContent();
const liveRegion = (page: Page) => page.locator('.widget_shopping_cart_live_region').textContent();
/** What has focus: its class and its text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.className}: ${document.activeElement?.textContent}`);
const focusedKey = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cart_item_key ?? null);

/** The cart as the shop keeps it: each line's key and quantity. */
async function cartLines(context: BrowserContext): Promise<{ key: string; quantity: string }[]> {
  const answer = await (await context.request.post(new URL('/?wc-ajax=get_refreshed_fragments', baseUrl()).href)).json();
  const html: string = answer.fragments['div.widget_shopping_cart_content'];
  return Array.from(html.matchAll(/cartkey-([0-9a-f]+)[\s\S]*?name="cart\[\1\]\[qty\]" value="(\d+)"/g), (m) => ({ key: m[1]!, quantity: m[2]! }));
}

/** GreenLine ×2 and the variation ×3 in the cart, the panel open on /shop/. */
async function openPanelWithCart(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const add = (form: Record<string, string>) => context.request.post(new URL('/?wc-ajax=add_to_cart', baseUrl()).href, { form });
  await add({ product_id: '101', quantity: '2' });
  await add({ product_id: '103', variation_id: '1032', quantity: '3' });
  const opened = await openPage(context, '/shop/');
  await waitForWidgets(opened.page);
  await opened.page.locator('.menu-cart-btn').click();
  await expect.poll(() => rows(opened.page).count()).toBe(2);
  await expect.poll(() => focused(opened.page)).toContain('rh-sslide-close-btn');
  return opened;
}

describe('undo of a removed mini-cart line, in Chromium on the built bundle', () => {
  it('by keyboard: Enter on ×, focus on “Ongedaan maken”, Enter brings back the same line', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPanelWithCart(context);
    const before = await cartLines(context);
    const key = await row(page, VARIANT).locator('.remove_from_cart_button').getAttribute('data-cart_item_key');
    const fetched: string[] = [];
    // What the page's fetches downloaded (a manual redirect is reported as a request, never answered).
    page.on('requestfinished', (r) => r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname + new URL(r.url()).search));

    await row(page, VARIANT).locator('.remove_from_cart_button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => notice(page).textContent()).toBe(`“${VARIANT}” verwijderd. Ongedaan maken`);
    expect(await rows(page).count()).toBe(1);
    expect(await count(page)).toBe('2');
    await expect.poll(() => focused(page)).toBe('button sw-undo-button: Ongedaan maken');
    await expect.poll(() => liveRegion(page)).toBe(`“${VARIANT}” verwijderd.`);
    expect(await axeViolations(page, ['#rh-woo-cart-panel'])).toEqual([]);

    await page.keyboard.press('Enter');
    await expect.poll(() => rows(page).count()).toBe(2);
    await expect.poll(() => notice(page).count()).toBe(0);
    expect(await count(page)).toBe('5');
    expect(await row(page, VARIANT).locator('input.qty').inputValue()).toBe('3');
    await expect.poll(() => liveRegion(page)).toBe(`“${VARIANT}” staat weer in de winkelwagen.`);
    expect(await focusedKey(page)).toBe(key);
    // The same lines, keys and quantities as before the removal: none doubled.
    expect((await cartLines(context)).sort((a, b) => a.key.localeCompare(b.key))).toEqual(before.sort((a, b) => a.key.localeCompare(b.key)));
    // One undo request, its redirect not followed (no page fetched), then the fragments.
    const undos = fetched.filter((url) => url.includes('undo_item='));
    expect(undos).toEqual([`/cart/?undo_item=${key}&_wpnonce=demo`]);
    expect(fetched.filter((url) => !url.includes('wc-ajax=') && !url.includes('undo_item='))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by mouse and Tab: the undo control is in the tab order; a double click undoes once', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPanelWithCart(context);
    const key = await row(page, 'GreenLine').locator('.remove_from_cart_button').getAttribute('data-cart_item_key');
    await row(page, 'GreenLine').locator('.remove_from_cart_button').click();
    await expect.poll(() => notice(page).count()).toBe(1);
    // From the close button, Tab reaches the undo control.
    await panel(page).locator('.rh-sslide-close-btn').focus();
    for (let i = 0; i < 10 && !(await focused(page)).includes('sw-undo-button'); i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button sw-undo-button: Ongedaan maken');

    const undos: string[] = [];
    page.on('request', (r) => r.url().includes('undo_item=') && undos.push(r.url()));
    await notice(page).locator('button').dblclick();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await count(page)).toBe('5');
    expect(await row(page, 'GreenLine').locator('.remove_from_cart_button').getAttribute('data-cart_item_key')).toBe(key);
    expect(await row(page, 'GreenLine').locator('input.qty').inputValue()).toBe('2');
    expect(undos).toHaveLength(1);
    expect(await cartLines(context)).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the notice goes after a while; focus on it moves to the next line’s remove control', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPanelWithCart(context);
    await row(page, 'GreenLine').locator('.remove_from_cart_button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button sw-undo-button: Ongedaan maken');
    // UNDO_REMOVAL_MS is 10 s: the poll waits past it.
    await expect.poll(() => notice(page).count(), { timeout: 30_000 }).toBe(0);
    const next = await row(page, VARIANT).locator('.remove_from_cart_button').getAttribute('data-cart_item_key');
    expect(await focusedKey(page)).toBe(next);
    expect(await rows(page).count()).toBe(1);
    expect(await cartLines(context)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
