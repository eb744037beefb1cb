import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { baseUrl, browserIdleTwice, chunksFetched, chunkUrlPattern, coldClick, launchBrowser, waitForWidgets, watch } from './browser';

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
  it('a listing the shopper only looks at fetches no React, no panel, no toasts', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const chunks = chunksFetched(page);
    await page.goto(new URL('/shop/', baseUrl()).href, { waitUntil: 'load' });
    await waitForWidgets(page);
    await browserIdleTwice(page); // nothing of ours is scheduled at idle
    expect(chunks().filter((name) => /^(react|panel|toasts|render-island|floating-ui|answer|html)/.test(name))).toEqual([]);
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
    const code = await holdChunk(page, 'panel');
    await coldClick(page, '.ajax_add_to_cart[data-product_id="101"]');
    await expect.poll(() => page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').count()).toBe(1);
    expect(await page.locator('#rh-woo-cart-panel .rh-sslide-panel-wrap').getAttribute('role')).toBeNull();
    await code.release();
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#rh-woo-cart-panel .rh-sslide-close-btn'))).toBe(true);
    expect(await page.locator('.rh-outer-wrap').getAttribute('inert')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#rh-woo-cart-panel').getAttribute('class')).not.toContain('active');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('add to cart: an answer in before the code that shows it: nothing shows until it comes, then the count, the button and the panel in one frame', async () => {
    const { context, page, errors } = await coldPage('/shop/');
    const code = await holdChunk(page, 'answer');
    // What each frame showed: sampled in requestAnimationFrame, just before each paint.
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { frames_: string[] }).frames_ = frames;
      const sample = () => {
        const button = document.querySelector('.ajax_add_to_cart[data-product_id="101"]')!;
        const count = document.querySelector('.rh-cart-count')?.textContent;
        const panel = document.querySelector('#rh-woo-cart-panel.active') !== null;
        frames.push(`${count} ${button.classList.contains('added') && !button.classList.contains('loading')} ${panel}`);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
    await coldClick(page, '.ajax_add_to_cart[data-product_id="101"]');
    await (await answered).finished();
    // The answer is in; its code is not: nothing of it shows, the button still loads.
    expect(await page.locator('.rh-cart-count').textContent()).toBe('0');
    expect(await page.locator('.ajax_add_to_cart[data-product_id="101"]').getAttribute('class')).toContain('loading');
    expect(await page.locator('#rh-woo-cart-panel.active').count()).toBe(0);
    await code.release();
    await expect.poll(() => page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').count()).toBe(1);
    expect(await page.locator('.rh-cart-count').textContent()).toBe('1');
    expect(await page.locator('.ajax_add_to_cart[data-product_id="101"]').getAttribute('class')).toContain('added');
    // No frame showed the new count without the button added and the panel open, or the reverse.
    const frames = () => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    await expect.poll(frames).toContain('1 true true');
    expect(new Set(await frames())).toEqual(new Set(['0 false false', '1 true true']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('add to cart from the keyboard alone: focus brings the code, Enter adds, the panel opens with the line', async () => {
    const { context, page, errors, chunks } = await coldPage('/shop/');
    await page.focus('.ajax_add_to_cart[data-product_id="101"]');
    await expect.poll(() => chunks().filter((name) => name.startsWith('answer'))).toHaveLength(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').count()).toBe(1);
    expect(await page.locator('.rh-cart-count').textContent()).toBe('1');
    expect(page.url()).toBe(new URL('/shop/', baseUrl()).href);
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

  it('a masked coupon and a share button open their windows, though their code loads at the click', async () => {
    const { context, page, errors, chunks } = await coldPage('/deals/');
    expect(chunks()).not.toContain('clicks');
    expect(chunks()).not.toContain('click');
    await context.route('https://twitter.com/**', (route) => route.fulfill({ body: 'shared' }));
    const [share] = await Promise.all([context.waitForEvent('page'), coldClick(page, '#deal-501 .share-twitter')]);
    await share.waitForLoadState();
    expect(share.url()).toContain('https://twitter.com/share?url=');
    const [reveal] = await Promise.all([context.waitForEvent('page'), coldClick(page, '[data-codeid="501"]')]);
    await reveal.waitForLoadState();
    expect(new URL(reveal.url()).search).toBe('?codeid=501');
    await page.waitForURL('**/__demo/merchant/?m=Tuinmerk.nl');
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

/** Holds every request for a chunk until `release()`: the code is on its way meanwhile. */
async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(chunkUrlPattern(name), (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** A page of a shopper whose cart holds GreenLine (101) and the spare battery (107). */
async function pageWithCart(context: BrowserContext, path = '/shop/') {
  for (const id of ['101', '107']) await context.request.post(new URL('/?wc-ajax=add_to_cart', baseUrl()).href, { form: { product_id: id } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForWidgets(page);
  return { page, errors };
}

const miniCart = (page: Page) => page.locator('#rh-woo-cart-panel .woocommerce-mini-cart');
const rowOf = (page: Page, name: string) => miniCart(page).locator('.woocommerce-mini-cart-item', { hasText: name });

describe('the mini-cart: its edit code comes on intent, and nothing done before it arrives is lost', () => {
  it('a page with a cart fetches no mini-cart or quantity code until the shopper goes there', async () => {
    const context = await browser.newContext();
    const { page, errors } = await pageWithCart(context);
    const chunks = chunksFetched(page);
    await browserIdleTwice(page); // nothing of ours is scheduled at idle
    expect(chunks().filter((name) => /^(mini-cart|quantity)$/.test(name))).toEqual([]);
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => chunks()).toContain('mini-cart');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a remove clicked while the code loads is held, then removes the line in the panel', async () => {
    const context = await browser.newContext();
    const { page, errors } = await pageWithCart(context);
    const code = await holdChunk(page, 'mini-cart');
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => rowOf(page, 'Reserve accu').count()).toBe(1);
    await expect.poll(() => code.requested()).toBe(true); // the panel's opening asked for it
    // A click with no pointer before it (as coldClick), on the row's remove link.
    await rowOf(page, 'Reserve accu')
      .locator('.remove_from_cart_button')
      .evaluate((link) => (link as HTMLElement).click());
    await code.release();
    await expect.poll(() => miniCart(page).locator('.woocommerce-mini-cart-item').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect(await page.locator('.rh-cart-count').first().textContent()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a quantity typed while the code loads is saved', async () => {
    const context = await browser.newContext();
    const { page, errors } = await pageWithCart(context);
    const code = await holdChunk(page, 'mini-cart');
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('rh_update_sidebar_cart_item') && saves.push(new URL(r.url()).searchParams.get('qty')!));
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => rowOf(page, 'GreenLine').count()).toBe(1);
    await rowOf(page, 'GreenLine').locator('input.qty').fill('3');
    expect(saves).toEqual([]);
    await code.release();
    await expect.poll(() => page.locator('#rh-woo-cart-panel .woocommerce-mini-cart__total .amount').textContent()).toBe('€ 1.056,95');
    expect(saves).toEqual(['3']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a loop quantity typed and added before the quantity code arrives adds that quantity', async () => {
    const { context, page, errors } = await coldPage('/shop/');
    const code = await holdChunk(page, 'quantity');
    await page.locator('#qty-101').fill('3');
    const add = page.waitForRequest((r) => r.url().includes('wc-ajax=add_to_cart'));
    await coldClick(page, '.ajax_add_to_cart[data-product_id="101"]');
    expect(new URLSearchParams((await add).postData() ?? '').get('quantity')).toBe('3');
    await code.release();
    await expect.poll(() => page.locator('.rh-cart-count').first().textContent()).toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('if the code cannot load, a remove click follows the remove link (the line is removed on the cart page)', async () => {
    const context = await browser.newContext();
    const { page } = await pageWithCart(context);
    await page.route(chunkUrlPattern('mini-cart'), (route) => route.abort('connectionreset'));
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => rowOf(page, 'Reserve accu').count()).toBe(1);
    await rowOf(page, 'Reserve accu').locator('.remove_from_cart_button').click();
    await page.waitForURL((url) => url.pathname === '/cart/' && url.searchParams.get('demo_notice') === 'verwijderd');
    expect(await page.locator('.woocommerce-cart-form__cart-item').count()).toBe(1);
    await context.close();
  });
});

describe('a chunk that fails to load', () => {
  /** A fresh /shop/ page whose first fetch of the chunk is reset, the next ones served; every request of it kept. */
  async function shopFailingOnce(chunk: RegExp) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watch(page);
    const requests: string[] = [];
    await page.route(chunk, (route) => {
      requests.push(route.request().url());
      return requests.length === 1 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(page);
    return { context, page, errors, requests };
  }

  it('is fetched once more at the same URL, and then works', async () => {
    const { context, page, requests } = await shopFailingOnce(chunkUrlPattern('panel'));
    await coldClick(page, '.menu-cart-btn');
    await expect.poll(() => page.locator('#rh-woo-cart-panel').getAttribute('class')).toContain('active');
    // The panel shows at once (the answer's code); the panel's own code, once it runs, makes it a dialog.
    await expect.poll(() => page.locator('#rh-woo-cart-panel .rh-sslide-panel-wrap').getAttribute('role')).toBe('dialog');
    expect(requests).toHaveLength(2);
    expect(requests[1]).toBe(requests[0]);
    await context.close();
  });

  it("the add's answer code, failing once at the click, is fetched again at the same URL and shows the line", async () => {
    const { context, page, errors, requests } = await shopFailingOnce(chunkUrlPattern('answer'));
    await coldClick(page, '.ajax_add_to_cart[data-product_id="101"]');
    await expect.poll(() => page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').count()).toBe(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toBe(requests[0]);
    // The failed first fetch is the browser's own console error; nothing of ours failed.
    expect(errors).toEqual(['Failed to load resource: net::ERR_CONNECTION_RESET']);
    await context.close();
  });

  it('stays unreachable: the markup does what it does without the script (the cart button goes to the cart page)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(chunkUrlPattern('panel'), (route) => route.abort('connectionreset'));
    await page.goto(new URL('/shop/', baseUrl()).href);
    await waitForWidgets(page);
    await coldClick(page, '.menu-cart-btn');
    await page.waitForURL((url) => url.pathname === '/cart/');
    await context.close();
  });

  it('stays unreachable for a held link: the click follows the link (the login page)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(chunkUrlPattern('login-popups/listeners'), (route) => route.abort('connectionreset'));
    await page.goto(new URL('/deals/', baseUrl()).href);
    await waitForWidgets(page);
    await coldClick(page, '.rh-header-login');
    await page.waitForURL((url) => url.pathname === '/wp-login.php');
    await context.close();
  });
});
