import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, chunkArrived, coldClick, launchBrowser, openPage, waitForWidgets } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const axeOnOurParts = (page: Page) => axeViolations(page);

const field = (page: Page, name: string) => page.locator(`form[name=checkout] input[name="wc_order_attribution_${name}"]`).inputValue();
/** The page count of the running session, from sbjs_session (each page records itself as it loads). */
const sessionPages = async (page: Page) =>
  /pgs=(\d+)/.exec(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'sbjs_session')?.value ?? ''))?.[1];
const sbjsCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'));

describe('order attribution in the browser', () => {
  it('arrive with utm parameters, browse three pages, and the checkout fields carry the source', async () => {
    const context = await browser.newContext();
    const landing = '/shop/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=voorjaar&utm_content=knop';
    const { page, errors } = await openPage(context, landing);
    await waitForWidgets(page);
    await expect.poll(() => sessionPages(page)).toBe('1');

    await page.locator('ul.products a[href^="/product/"]').first().click();
    await expect.poll(() => sessionPages(page)).toBe('2');
    await page.goto(new URL('/cart/', baseUrl()).href);
    await expect.poll(() => sessionPages(page)).toBe('3');
    await page.locator('nav.top_menu a[href="/checkout/"]').click();
    await waitForWidgets(page);

    // The fields' code waits for the shopper: it comes as they start on the form.
    await page.waitForLoadState('networkidle');
    expect(await field(page, 'source_type')).toBe('');
    await page.locator('#billing_first_name').focus();
    await expect.poll(() => field(page, 'source_type')).toBe('utm');
    expect(await field(page, 'utm_source')).toBe('nieuwsbrief');
    expect(await field(page, 'utm_medium')).toBe('email');
    expect(await field(page, 'utm_campaign')).toBe('voorjaar');
    expect(await field(page, 'utm_content')).toBe('knop');
    expect(await field(page, 'utm_term')).toBe('(none)');
    expect(await field(page, 'referrer')).toBe('(none)');
    expect(await field(page, 'session_entry')).toBe(new URL(landing, baseUrl()).href);
    expect(await field(page, 'session_start_time')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await field(page, 'session_pages')).toBe('4');
    expect(await field(page, 'session_count')).toBe('1');
    expect(await field(page, 'user_agent')).toBe(await page.evaluate(() => navigator.userAgent));

    const current = (await sbjsCookies(page)).find((c) => c.name === 'sbjs_current')!;
    expect(decodeURIComponent(current.value)).toMatch(/^typ=utm\|\|\|src=nieuwsbrief\|\|\|mdm=email\|\|\|cmp=voorjaar/);
    expect(current.expires).toBe(-1); // a session cookie, as lifetime 0.00001 months intends
    const session = (await sbjsCookies(page)).find((c) => c.name === 'sbjs_session')!;
    expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);

    expect(
      await page.evaluate(
        () =>
          (window as unknown as { wc_order_attribution: { getAttributionData(): Record<string, string> } }).wc_order_attribution.getAttributionData()
            .utm_source,
      ),
    ).toBe('nieuwsbrief');
    expect(await axeOnOurParts(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an autofilled checkout placed with a cold click (nothing before it) is sent once, with its source', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/checkout/?utm_source=nieuwsbrief&utm_medium=email');
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    const orders: URLSearchParams[] = [];
    await page.route('**/checkout/', (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      orders.push(new URLSearchParams(route.request().postData() ?? ''));
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Bedankt</title><p>Bedankt</p>' });
    });
    // The browser's autofill: values without focus or pointer events.
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLInputElement>('form[name=checkout] input[required]')
        .forEach((f) => (f.value = f.type === 'email' ? 'an@example.nl' : '0612345678')),
    );
    await coldClick(page, '#place_order');
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]!.get('wc_order_attribution_source_type')).toBe('utm');
    expect(orders[0]!.get('wc_order_attribution_utm_source')).toBe('nieuwsbrief');
    expect(orders[0]!.get('wc_order_attribution_utm_medium')).toBe('email');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('setOrderTracking(false) deletes host-only and domain cookies and empties the fields', async () => {
    const context = await browser.newContext();
    // A real host name (*.localhost resolves to this machine), so domain cookies can exist.
    const host = `http://shop.groene-maaier.localhost:${new URL(baseUrl()).port}`;
    await context.addCookies([
      { name: 'sbjs_first', value: 'typ%3Dreferral', domain: '.groene-maaier.localhost', path: '/' },
      { name: 'sbjs_promo', value: 'code%3DZOMER', domain: 'shop.groene-maaier.localhost', path: '/' },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${host}/checkout/?utm_source=google`);
    await waitForWidgets(page);
    await page.locator('#billing_first_name').focus();
    await expect.poll(() => field(page, 'source_type')).toBe('utm');
    const before = await context.cookies(host);
    expect(
      before
        .filter((c) => c.name.startsWith('sbjs_'))
        .map((c) => `${c.name}@${c.domain}`)
        .sort(),
    ).toEqual(
      // Ours are written as sourcebuster writes them: for the host without www., as a domain cookie.
      expect.arrayContaining(['sbjs_first@.groene-maaier.localhost', 'sbjs_current@.shop.groene-maaier.localhost', 'sbjs_promo@shop.groene-maaier.localhost']),
    );

    await page.evaluate(() =>
      (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution.setOrderTracking(false),
    );
    // The browser's cookie store takes the page's writes asynchronously.
    await expect.poll(async () => (await context.cookies(host)).filter((c) => c.name.startsWith('sbjs_'))).toEqual([]);
    expect(await field(page, 'source_type')).toBe('');
    expect(await field(page, 'utm_source')).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo page shows the cookies and switches tracking; axe finds nothing', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/demo/herkomst/');
    await waitForWidgets(page);
    await expect.poll(() => sbjsCookies(page).then((c) => c.length)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.locator('[data-demo-sbjs] dt').first().textContent()).resolves.toMatch(/^sbjs_/);
    await page.getByRole('button', { name: 'Tracking uitzetten' }).click();
    await expect.poll(() => page.locator('[data-demo-output]').textContent()).toContain('Tracking staat uit');
    await expect.poll(() => sbjsCookies(page)).toEqual([]);
    expect(await axeOnOurParts(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Whether this page loaded the consent gate (`with-consent`) or analytics: both only with consent. */
const gateLoaded = (page: Page) => chunkArrived(page, 'with-consent');
const analyticsLoaded = (page: Page) => chunkArrived(page, 'analytics');

describe('analytics only with statistics consent', () => {
  const received = async (page: Page) => {
    await page.goto(new URL('/demo/analytics/', baseUrl()).href);
    return page.locator('table.demo-analytics tbody td:first-child').allTextContents();
  };
  /**
   * What the collector has, read in a second tab while `page` stays open: leaving the page before
   * the analytics chunk has run would lose its events on a busy machine. Each look hides `page`
   * first (pagehide sends what waits).
   */
  const sentFrom = (page: Page, collector: Page) => async () => {
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    return received(collector);
  };

  it('sends nothing before consent; after the toggle, the collector receives the page events', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/cart/');
    // Without consent nothing of analytics is fetched, not even the gate.
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    expect([await gateLoaded(page), await analyticsLoaded(page)]).toEqual([false, false]);
    await page.goto(new URL('/checkout/', baseUrl()).href);
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    expect([await gateLoaded(page), await analyticsLoaded(page)]).toEqual([false, false]);
    expect(await received(page)).toEqual([]);
    await expect(page.locator('.demo-analytics-empty').textContent()).resolves.toBe('Nog niets ontvangen.');
    expect(await axeOnOurParts(page)).toEqual([]);

    expect(await analyticsLoaded(page)).toBe(false);
    await page.getByLabel('Statistieken toestaan').check();
    await page.goto(new URL('/cart/', baseUrl()).href);
    await expect.poll(() => analyticsLoaded(page)).toBe(true);
    const collector = await context.newPage();
    await expect.poll(sentFrom(page, collector), { timeout: 10_000 }).toContain('woocommerceanalytics_cart_view');
    expect(await collector.locator('table.demo-analytics tbody tr').first().textContent()).toContain('Home › Winkelwagen');
    await expect(collector.getByLabel('Statistieken toestaan').isChecked()).resolves.toBe(true);
    expect(await axeOnOurParts(collector)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('consent given on the checkout page loads analytics there and then (no reload)', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/checkout/');
    await waitForWidgets(page);
    await page.getByLabel('Statistieken toestaan').check();
    // The analytics chunk loads on this page, right after the consent (the page was there before it).
    await expect.poll(() => analyticsLoaded(page)).toBe(true);
    // It records the checkout start of this page, sent when the page hides.
    await expect.poll(sentFrom(page, await context.newPage()), { timeout: 10_000 }).toEqual(['woocommerceanalytics_checkout_start']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the REST client in the demo', () => {
  it('recovers from a stale nonce with one refresh', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/__demo/rest?mode=stale-nonce');
    await waitForWidgets(page);
    const calls: string[] = [];
    page.on('request', (r) =>
      calls.push(
        `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).searchParams.get('action') ? `?action=${new URL(r.url()).searchParams.get('action')}` : ''}`,
      ),
    );
    await page.getByRole('button', { name: 'Gebruikersinstelling opslaan' }).click();
    await expect.poll(() => page.locator('[data-demo-output]').textContent()).toBe('Opgeslagen (POST /wp/v2/users/me).');
    // Only the REST traffic: the cart's own fragment refresh may run meanwhile.
    expect(calls.filter((c) => c.includes('/wp-json/') || c.includes('rest-nonce'))).toEqual([
      'POST /wp-json/wp/v2/users/me',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce',
      'POST /wp-json/wp/v2/users/me',
    ]);
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
    await context.close();
  });

  it('fetches every page and reports a failed media post-process in Dutch', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/__demo/rest?mode=media-fail');
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Alle maaitips ophalen (per_page=-1)' }).click();
    await expect.poll(() => page.locator('[data-demo-output]').textContent()).toBe('230 maaitips opgehaald.');
    await page.getByRole('button', { name: 'Uploaden' }).click();
    await expect
      .poll(() => page.locator('[data-demo-output]').textContent(), { timeout: 10_000 })
      .toBe('Fout: post_process — Het uploaden van media is mislukt. Als dit een foto of een grote afbeelding is, verklein deze dan en probeer het opnieuw.');
    expect(await axeOnOurParts(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });
});
