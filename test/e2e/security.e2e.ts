import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForWidgets } from './browser';
import { XSS_VECTORS } from '../security/xss-corpus';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRODUCT = '/product/accu-grasmaaier-greenline-36v/?demo_sync=no';

/** Every vector calls xss() if it runs; the page counts the calls. */
async function armProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { xssCalls: number; xss: () => void };
    w.xssCalls = 0;
    w.xss = () => void w.xssCalls++;
  });
}

/**
 * What could still run under `selector`, judged in the page by the browser's own URL parser
 * (self-contained: it is sent to the page as source).
 */
function executableIn(selector: string): string[] {
  const found: string[] = [];
  const runs = (value: string) =>
    value.split(/[;,]/).some((candidate) => {
      try {
        const url = new URL(candidate.trim().split(/\s+/)[0] ?? '', location.href);
        return (
          url.protocol === 'javascript:' || url.protocol === 'vbscript:' || (url.protocol === 'data:' && !/^data:image\/(png|jpe?g|gif|webp)/i.test(url.href))
        );
      } catch {
        return false;
      }
    });
  const walk = (root: ParentNode) => {
    root.querySelectorAll('script, iframe[srcdoc], object, embed, base, meta[http-equiv], frame').forEach((el) => found.push(`<${el.localName}>`));
    root.querySelectorAll('*').forEach((el) => {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${el.localName}[${name}]`);
        if (['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcset'].includes(name) && runs(attr.value)) found.push(`${el.localName}[${name}]`);
      }
      if (/^(animate|set)$/i.test(el.localName)) {
        const target = (el.getAttribute('attributeName') ?? '').toLowerCase();
        const values = ['values', 'from', 'to', 'by'].map((n) => el.getAttribute(n) ?? '').join(';');
        if (target.startsWith('on') || (target.endsWith('href') && runs(values))) found.push(`<${el.localName} ${target}>`);
      }
      if (el.localName === 'template') walk((el as HTMLTemplateElement).content);
    });
  };
  document.querySelectorAll(selector).forEach(walk);
  return found;
}

/** Lets what was inserted under `root` (one element) do what it can: images load or fail, focus and hover reach every element. */
async function provoke(page: Page, root: string): Promise<void> {
  await page.waitForFunction((sel) => Array.from(document.querySelectorAll(`${sel} img`)).every((img) => (img as HTMLImageElement).complete), root);
  await page.evaluate((sel) => {
    document.querySelectorAll(`${sel} *`).forEach((el) => {
      el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      (el as HTMLElement).focus?.();
    });
  }, root);
}

const xssCalls = (page: Page) => page.evaluate(() => (window as unknown as { xssCalls: number }).xssCalls);

describe('the XSS corpus in the browser, through every HTML path', () => {
  it(`cart fragments (the same-origin fast path): ${XSS_VECTORS.length} vectors, one fragment each, nothing runs`, async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/shop/');
    await armProbe(page);
    await page.reload();
    await waitForWidgets(page);
    await page.evaluate((count) => {
      for (let i = 0; i < count; i++) document.body.insertAdjacentHTML('beforeend', `<div class="xss-slot-${i}"></div>`);
    }, XSS_VECTORS.length);
    await page.route('**/?wc-ajax=get_refreshed_fragments', (route) =>
      route.fulfill({
        json: {
          fragments: Object.fromEntries(XSS_VECTORS.map((vector, i) => [`div.xss-slot-${i}`, `<div class="xss-slot-${i} xss-filled">${vector}</div>`])),
          cart_hash: 'xss',
        },
      }),
    );
    // A page restored from the back/forward cache refreshes its cart fragments.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(() => page.locator('.xss-filled').count()).toBe(XSS_VECTORS.length);
    await provoke(page, 'body');
    expect(await page.evaluate(executableIn, '.xss-filled')).toEqual([]);
    expect(await xssCalls(page)).toBe(0);
    await context.close();
  });

  it('marketplace reviews and cross-sell (DOMPurify): the whole corpus in their answers, nothing runs', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await armProbe(page);
    const corpus = XSS_VECTORS.map((vector) => `<div class="xss-probe">${vector}</div>`).join('');
    await page.route('**/wp-admin/admin-ajax.php*', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('sub_action=load_amazon_reviews'))
        return route.fulfill({ json: { status: 'valid', html: `<div class="xss-reviews">${corpus}</div>` } });
      if (body.includes('sub_action=load_cross_sell'))
        return route.fulfill({ json: { status: 'valid', html: `<div class="xss-cross-sell">${corpus}</div>`, debug: '' } });
      return route.continue();
    });
    await page.goto(new URL(PRODUCT, baseUrl()).href);
    await waitForWidgets(page);
    // The reviews load when their tab comes into view (the loading model): the shopper opens the tab.
    await page.locator('#tab-title-amazon-reviews a').click();
    await page.locator('#amzaff-amazon-review-tab').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.xss-reviews').count()).toBe(1);
    await page.locator('.main-cross-sell').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.xss-cross-sell').count()).toBe(1);
    await provoke(page, '.xss-reviews');
    await provoke(page, '.xss-cross-sell');
    expect(await page.evaluate(executableIn, '.xss-reviews, .xss-cross-sell')).toEqual([]);
    expect(await xssCalls(page)).toBe(0);
    await context.close();
  });

  it('live search results (DOMPurify): the whole corpus as results, nothing runs', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await armProbe(page);
    const corpus = XSS_VECTORS.map((vector) => `<div class="xss-probe">${vector}</div>`).join('');
    await page.route('**/wp-admin/admin-ajax.php*', async (route) => {
      if (!(route.request().postData() ?? '').includes('action=rehub_ajax_search')) return route.continue();
      return route.fulfill({
        contentType: 'text/html',
        body: JSON.stringify({ re_data: `<div class="xss-search">${corpus}</div>`, re_total_inlist: 1, re_search_query: 'xss' }),
      });
    });
    await page.goto(new URL('/', baseUrl()).href);
    await waitForWidgets(page);
    await page.click('.icon-search-onclick');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('splash-search');
    await page.keyboard.type('xss');
    await expect.poll(() => page.locator('.xss-search').count()).toBe(1);
    await provoke(page, '.xss-search');
    expect(await page.evaluate(executableIn, '.xss-search')).toEqual([]);
    expect(await xssCalls(page)).toBe(0);
    await context.close();
  });
});

describe('unload and a refused Trusted Types policy (offline: offline.e2e.ts)', () => {
  const count = (page: Page) => page.locator('.rh-cart-count').first().textContent();

  it('a quantity typed in the mini-cart and followed at once by checkout is saved', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/shop/');
    await waitForWidgets(page);
    await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    const panel = page.locator('#rh-woo-cart-panel');
    await expect.poll(() => panel.locator('.woocommerce-mini-cart-item input.qty').count()).toBe(1);
    await panel.locator('.woocommerce-mini-cart-item input.qty').fill('3');
    await panel.locator('a.checkout').click(); // well within the 500 ms pause
    await page.waitForURL(/\/checkout\//);
    await expect
      .poll(async () => {
        await page.goto(new URL('/cart/', baseUrl()).href);
        return page.locator('.woocommerce-cart-form__cart-item input.qty').inputValue();
      })
      .toBe('3');
    await context.close();
  });

  it('under a CSP that does not allow the policy: one console error naming it, and adds go through the link', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, '/shop/?csp=refuse');
    await waitForWidgets(page);
    const ours = () => errors.filter((e) => e.includes('trusted-types shop-widgets'));
    // The click asks for the policy: the error is said in its own task, before the link's page.
    await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    await page.waitForURL(/add-to-cart=101|demo_notice/);
    await expect.poll(() => count(page)).toBe('1');
    expect(ours()).toHaveLength(1);
    await context.close();
  });
});
