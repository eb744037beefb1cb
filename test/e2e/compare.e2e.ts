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

const compareButton = (page: Page, id: number) => page.locator(`ul.products .wpsm-button-new-compare.addcompare-id-${id}`);

/**
 * The compare state is known: for a signed-in shopper or a browser that compared before it
 * is asked at start; elsewhere the shopper's pointer reaching a compare control asks for it.
 */
async function compareReady(page: Page) {
  await waitForWidgets(page);
  if ((await page.evaluate(() => window.ShopWidgets?.store.getState().compare.status)) === 'idle') {
    await page.locator('.wpsm-button-new-compare, #btn_search').first().hover();
  }
  await page.waitForFunction(() => window.ShopWidgets?.store.getState().compare.status === 'ready');
}

/** A browser of its own (no storage, no session), signed in to the demo account or not. */
async function freshBrowser(signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (signedIn) await context.addCookies([{ name: 'demo_logged_in', value: '1', url: baseUrl() }]);
  return context;
}

/** Opens a page and counts its re_compare_panel requests from the very first one. */
async function openCountingPanelCalls(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = watch(page);
  let panelCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/wp-admin/admin-ajax.php') && new URLSearchParams(request.postData() ?? '').get('action') === 're_compare_panel') panelCalls++;
  });
  await page.goto(new URL(path, baseUrl()).href);
  return { page, errors, panelCalls: () => panelCalls };
}

describe('comparison follows the account (built bundle)', () => {
  it('a signed-in shopper on a new browser sees the comparison at once; a new guest browser asks nothing', async () => {
    // The first device: signed in, compares two mowers.
    const first = await freshBrowser(true);
    const { page: firstPage, errors: firstErrors } = await openPage(first, '/shop/');
    await compareReady(firstPage);
    for (const id of [101, 102]) {
      await compareButton(firstPage, id).click();
      await expect.poll(() => compareButton(firstPage, id).getAttribute('aria-pressed')).toBe('true');
    }
    expect(firstErrors).toEqual([]);
    await first.close();

    // Another device: nothing stored, only signed in. No pointer, no key, no scroll.
    const second = await freshBrowser(true);
    const { page, errors, panelCalls } = await openCountingPanelCalls(second, '/shop/');
    expect(await page.evaluate(() => document.body.classList.contains('logged-in'))).toBe(true);
    await expect.poll(() => compareButton(page, 101).getAttribute('aria-pressed')).toBe('true');
    expect(await compareButton(page, 101).getAttribute('class')).toContain('comparing');
    expect(await compareButton(page, 102).getAttribute('aria-pressed')).toBe('true');
    expect(await compareButton(page, 103).getAttribute('aria-pressed')).toBe('false');
    const icon = page.locator('#re-compare-icon-fixed');
    await expect.poll(() => icon.isVisible()).toBe(true);
    expect(await icon.locator('.re-compare-notice').textContent()).toBe('2');
    expect(panelCalls()).toBe(1);

    // A guest's new browser, while the account compares: today's rule, nothing asked at start.
    const guest = await freshBrowser(false);
    const guestPage = await openCountingPanelCalls(guest, '/shop/');
    await waitForWidgets(guestPage.page);
    await guestPage.page.waitForLoadState('networkidle');
    expect(guestPage.panelCalls()).toBe(0);
    expect(await compareButton(guestPage.page, 101).getAttribute('aria-pressed')).toBe('false');
    expect(await guestPage.page.locator('#re-compare-icon-fixed').isVisible()).toBe(false);
    expect(guestPage.errors).toEqual([]);
    await guest.close();

    // The account's comparison emptied again, for the suite's other signed-in pages.
    for (const id of [101, 102]) {
      await compareButton(page, id).click();
      await expect.poll(() => compareButton(page, id).getAttribute('aria-pressed')).toBe('false');
    }
    await expect.poll(() => icon.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await second.close();
  });
});

describe('comparison in the demo shop (built bundle)', () => {
  it('add three products, open the bar, switch tab, go to comparison, remove in the chart, toggle differences, search and add', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context, '/shop/');
    await compareReady(page);

    // Add three products: two mowers, one trimmer.
    for (const id of [105, 101, 102]) {
      await compareButton(page, id).click();
      await expect.poll(() => compareButton(page, id).getAttribute('class')).toContain('comparing');
    }
    expect(await compareButton(page, 101).getAttribute('aria-pressed')).toBe('true');
    const icon = page.locator('#re-compare-icon-fixed');
    await expect.poll(() => icon.isVisible()).toBe(true);
    expect(await page.locator('#re-compare-icon-fixed .re-compare-notice').textContent()).toBe('3');

    // Open the bar from the icon: tabs with counts, the last changed group shown.
    await page.locator('#re-compare-icon-fixed .re-compare-icon-toggle').click();
    const bar = page.locator('#re-compare-bar');
    await expect.poll(() => bar.getAttribute('class')).toContain('active');
    const tabs = bar.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Grasmaaiers (2)', 'Trimmers (1)']);
    await expect.poll(() => page.evaluate(() => document.querySelector('#re-compare-bar')?.contains(document.activeElement))).toBe(true);
    // axe reads colours: wait for the slide-in and the backdrop to finish.
    await expect.poll(() => bar.locator('.rh-sslide-panel-wrap').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el, '::before').opacity)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    // Switch tab: one trimmer is not enough to compare.
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await bar.getByRole('button', { name: 'Vergelijk', exact: true }).click();
    await expect.poll(() => bar.getByRole('alert').textContent()).toBe('Voeg meer items toe om te vergelijken');

    // Back to the mowers and on to the comparison page.
    await tabs.nth(0).click();
    await Promise.all([page.waitForURL('**/vergelijken/grasmaaiers/?compareids=101,102'), bar.getByRole('button', { name: 'Vergelijk', exact: true }).click()]);
    await compareReady(page);
    expect(await page.locator('.top_rating_item').count()).toBe(2);

    // Differences (marked when the pointer reaches the chart): the in-stock row is the same for
    // both; the box dims it and undims it.
    await page.locator('.table_view_charts .top_chart_wrap').hover();
    await expect.poll(() => page.locator('li.row-is-different').count()).toBeGreaterThan(0);
    const stockRow = page.locator('.top_chart_first li', { hasText: 'Voorraad' });
    const stockClass = /row_chart_\d+/.exec((await stockRow.getAttribute('class')) ?? '')![0];
    expect(await page.locator(`li.${stockClass}.row-is-different`).count()).toBe(0);
    await page.getByLabel('Toon alleen verschillen').check();
    await expect.poll(() => page.locator(`li.${stockClass}.low-opacity`).count()).toBe(3);
    await page.getByLabel('Toon alleen verschillen').uncheck();
    await expect.poll(() => page.locator('li.low-opacity').count()).toBe(0);

    // Remove one in the chart: the url loses its id, the page reloads.
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Verwijder Accu grasmaaier Compact 18V uit de vergelijking' }).click()]);
    expect(new URL(page.url()).search).toBe('?compareids=101');
    await compareReady(page);
    expect(await page.locator('.top_rating_item').count()).toBe(1);
    expect(await page.locator('#re-compare-icon-fixed .re-compare-notice').textContent()).toBe('2');

    // Search and add: the overlay opens with focus in its input.
    await page.locator('#btn_search').click();
    const input = page.getByRole('searchbox', { name: 'Zoek een product om toe te voegen' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('compact');
    const result = page.locator('.comp-ajax-search-wrap .addcompare-id-102');
    await expect.poll(() => result.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await result.click();
    await expect.poll(() => result.getAttribute('class')).toContain('comparing');
    await expect.poll(() => page.locator('#re-compare-icon-fixed .re-compare-notice').textContent()).toBe('3');

    // Esc closes; focus goes back to the opener; 'Naar de vergelijking' shows the new chart.
    await input.press('Escape');
    await expect.poll(() => page.locator('.comp-search').getAttribute('class')).not.toContain('comp-search-open');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('btn_search');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a small window gets the overflow style on the search results; add from an empty comparison page', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const { page, errors } = await openPage(context, '/vergelijken/trimmers/');
    await compareReady(page);
    await page.locator('#btn_search').click();
    const input = page.getByRole('searchbox', { name: 'Zoek een product om toe te voegen' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('accu');
    await expect.poll(() => page.locator('.comp-ajax-search-wrap').getAttribute('class')).toContain('comp-ajax-search-overflow');
    expect(await axeViolations(page)).toEqual([]);
    // Add the trimmer from the results and follow 'Naar de vergelijking'.
    await page.locator('.comp-ajax-search-wrap .addcompare-id-105').click();
    await expect.poll(() => page.locator('.comp-ajax-search-wrap .addcompare-id-105').getAttribute('class')).toContain('comparing');
    await Promise.all([page.waitForURL('**/vergelijken/trimmers/?compareids=105'), page.locator('.comp-ajax-search-wrap .re-compare-destin').click()]);
    expect(await page.locator('.top_rating_item').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
