import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chunkUrlPattern, launchBrowser, openPage, waitForWidgets, watch } from './browser';
import { messages } from '../../src/i18n/t';
import { lazyMessages } from '../../src/i18n/messages-lazy';
import nlRest from '../../src/i18n/languages/shop-widgets-nl_NL.json';
import nlStart from '../../src/i18n/languages/shop-widgets-nl_NL.start.json';
import { demoPageLinks } from '../../fixtures/pages/shop-pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SETTINGS_WARNING = /neither wc_add_to_cart_params nor wc_cart_fragments_params/;

function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

describe("WooCommerce's cart scripts dequeued with the README snippet", () => {
  it('prints no WooCommerce cart scripts or globals, the settings in #shop-widgets-config, and the bundle follows them: View cart text, redirect after add', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings = consoleWarnings(page);
    const errors = watch(page);
    const shop = page;
    await shop.goto(new URL('/shop/?demo_redirect=yes', baseUrl()).href);
    await waitForWidgets(shop);
    const printed = await shop.evaluate(() => ({
      scripts: ['wc-add-to-cart-js', 'wc-cart-fragments-js'].filter((id) => document.getElementById(id)),
      globals: ['wc_add_to_cart_params', 'wc_cart_fragments_params'].filter((name) => name in window),
      block: JSON.parse(document.getElementById('shop-widgets-config')?.textContent ?? '{}') as Record<string, Record<string, unknown>>,
    }));
    expect(printed.scripts).toEqual([]);
    expect(printed.globals).toEqual([]);
    expect(printed.block.wc_add_to_cart_params).toMatchObject({ cart_url: '/cart/', cart_redirect_after_add: 'yes', i18n_view_cart: 'Bekijk winkelwagen' });
    expect(printed.block.wc_cart_fragments_params).toMatchObject({ fragment_name: 'wc_fragments_6f1c1a0a4c7f3f2b', request_timeout: '5000' });

    // cart_redirect_after_add 'yes' from the block: the add ends on the cart.
    await shop.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    await shop.waitForURL(/\/cart\/$/);
    expect(warnings.filter((w) => SETTINGS_WARNING.test(w))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns once in the console when the handles were dropped without moving their settings', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings = consoleWarnings(page);
    await page.goto(new URL('/shop/?demo_wc_scripts=dropped', baseUrl()).href);
    await waitForWidgets(page);
    await expect.poll(() => warnings.filter((w) => SETTINGS_WARNING.test(w)).length).toBe(1);
    await context.close();
  });

  it("makes one get_refreshed_fragments request on a first page view when WooCommerce's cart-fragments.js is on the page too", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refreshes: string[] = [];
    page.on('request', (request) => request.url().includes('get_refreshed_fragments') && refreshes.push(request.url()));
    await page.goto(new URL('/shop/?demo_wc_scripts=enqueued', baseUrl()).href);
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    // WooCommerce's script asked once (nothing was cached); ours followed its cache.
    expect(refreshes).toHaveLength(1);
    await context.close();
  });
});

/** Every English source string whose Dutch differs, as a pattern ({placeholders} match anything). */
const nl: Record<string, unknown> = { ...nlRest.locale_data.messages, ...nlStart.locale_data.messages };
const ENGLISH = [...Object.values(messages), ...Object.values(lazyMessages)]
  .filter((source) => {
    const entry = nl[source];
    // Sentences only: a source that is mostly placeholders ('{index} of {total}') would match Dutch prose.
    return Array.isArray(entry) && entry[0] !== source && source.replace(/\{\w+\}/g, '').trim().length >= 8;
  })
  .map((source) => new RegExp(`^${source.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`)).replace(/\{\w+\}/g, '.+')}$`));

/** Texts and accessible names (aria-label, title, placeholder) on the page that are one of our English strings. */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('script, style, [style*="display: none"], [hidden]')) out.push(text);
    }
    document.querySelectorAll('[aria-label], [title], [placeholder]').forEach((el) => {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    });
    return out;
  });
  return texts.filter((text) => ENGLISH.some((pattern) => pattern.test(text)));
}

describe('the Dutch demo shows Dutch only', () => {
  it('brings the rest of the catalogue once, with the code that shows its strings, and a lazy string comes out Dutch', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The rest of the catalogue: English sources and Dutch in one chunk (the start part is in the start-up code).
    const catalogue = () => requests.filter((url) => chunkUrlPattern('t-lazy').test(url));
    await page.goto(new URL('/', baseUrl()).href);
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    await page.locator('#header-search').click();
    await page.keyboard.type('accu gras');
    await expect.poll(() => page.locator('.head_search [role="status"]').textContent()).toMatch(/^\d+ resultaten$/);
    expect(catalogue()).toHaveLength(1);
    await context.close();
  });

  for (const { href } of demoPageLinks.filter((l) => !l.href.includes('count=2000') && !l.href.includes('nojs'))) {
    it(`shows none of the bundle's English strings on ${href}, after a first interaction`, async () => {
      const context = await browser.newContext();
      const { page, errors } = await openPage(context, href);
      await waitForWidgets(page);
      await page.mouse.move(5, 5);
      await page.mouse.down();
      await page.mouse.up();
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(await englishOn(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
