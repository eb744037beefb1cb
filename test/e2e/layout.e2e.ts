import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, watch } from './browser';
import { demoPageLinks } from '../../fixtures/pages/shop-pages';

/**
 * The demo on a phone and on a desktop: no page wider than the window at 320 px (WCAG 1.4.10
 * reflow), 375 px and 1280 px; every dialog and drawer inside the window with its close button
 * on screen and on top; nothing on the page moves when one opens. Screenshots go to
 * test-results/layout/ for a look by eye.
 */

const WIDTHS = (process.env.LAYOUT_WIDTHS?.split(',').map(Number) ?? [320, 375, 1280]) as number[];
const SHOTS = 'test-results/layout';
// The 2,000-product listing is /shop/'s markup a hundred times over (the benchmark's page).
const ROUTES = ['/', ...demoPageLinks.map((l) => l.href).filter((href) => !href.includes('count=2000'))];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone (touch, overlay scrollbars, the page's viewport meta) or a desktop window. */
async function device(width: number): Promise<BrowserContext> {
  const phone = width < 768;
  const context = await browser.newContext({ viewport: { width, height: phone ? 740 : 800 }, isMobile: phone, hasTouch: phone });
  // Products in the cart, so the cart page shows its table.
  for (const id of ['101', '107', '105']) await context.request.post(new URL('/?wc-ajax=add_to_cart', baseUrl()).href, { form: { product_id: id } });
  return context;
}

async function open(context: BrowserContext, path: string, { quiet = false } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watch(page);
  const network = quiet ? requestsInFlight(page) : null;
  await page.goto(new URL(path, baseUrl()).href);
  if (!path.includes('nojs')) await page.waitForFunction(() => Boolean((window as { ShopWidgets?: unknown }).ShopWidgets));
  // For the width of a page: let the islands that start by themselves load and render first.
  if (network) {
    await vi.waitFor(
      () => {
        if (!network.quietFor500ms()) throw new Error(`${path}: requests still in flight`);
      },
      { timeout: 30_000, interval: 100 },
    );
  }
  return { page, errors };
}

/**
 * The page's own requests counted from before it loads: quiet once none has been in flight for
 * half a second. Playwright's 'networkidle' sometimes never came for pages whose requests had
 * all finished, under a loaded machine.
 */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return { quietFor500ms: () => inFlight <= 0 && Date.now() - lastChange >= 500 };
}

/** The page's overflow, and the innermost elements that stick out on the right (for the message). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => out(el) && el.getClientRects().length > 0 && ![...el.children].some(out))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right ${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

/** A dialog or drawer of the demo: how to open it, its box and its close button. */
interface Overlay {
  name: string;
  route: string;
  open(page: Page): Promise<unknown>;
  box: string;
  close: string;
  /** Drawers the theme has only below a width (on a desktop the menu is in the header, the filters a column). */
  maxWidth?: number;
}

const dialogBox = '.sw-dialog';
const dialogClose = '.sw-dialog .pm-close';
const OVERLAYS: Overlay[] = [
  {
    name: 'cart-panel',
    route: '/shop/',
    open: (p) => p.click('.menu-cart-btn'),
    box: '#rh-woo-cart-panel .rh-sslide-panel-wrap',
    close: '#rh-woo-cart-panel .rh-sslide-close-btn',
  },
  {
    name: 'compare-bar',
    route: '/shop/',
    open: async (p) => {
      await p.locator('ul.products .wpsm-button-new-compare.addcompare-id-101').click();
      await p.locator('#re-compare-icon-fixed:not(.rhhidden) .re-compare-icon-toggle').click();
    },
    box: '#re-compare-bar .rh-sslide-panel-wrap',
    close: '#re-compare-bar .rh-sslide-close-btn',
  },
  { name: 'quick-view', route: '/shop/', open: (p) => p.click('.quick_view_button[data-product_id="101"]'), box: dialogBox, close: dialogClose },
  { name: 'login', route: '/deals/', open: (p) => p.click('[data-cashbacknotice]'), box: dialogBox, close: dialogClose },
  { name: 'register', route: '/deals/', open: (p) => p.click('.rh-header-register'), box: dialogBox, close: dialogClose },
  { name: 'members-only', route: '/deals/', open: (p) => p.click('[data-type="restrict"]'), box: dialogBox, close: dialogClose },
  { name: 'css-popup', route: '/deals/', open: (p) => p.click('.csspopuptrigger'), box: dialogBox, close: dialogClose },
  { name: 'lightbox', route: '/deals/', open: (p) => p.locator('.modulo-lightbox a').first().click(), box: dialogBox, close: dialogClose },
  // A coupon page opened from a masked coupon shows the code in a pop-up at once.
  { name: 'coupon-reveal', route: '/deals/?codeid=501', open: async () => undefined, box: dialogBox, close: dialogClose },
  {
    name: 'mobile-menu',
    route: '/gids/beste-accu-grasmaaier-2026/',
    open: (p) => p.click('#dl-trigger'),
    box: '#slide-menu-mobile',
    close: '#slide-menu-mobile .close-menu',
    maxWidth: 1023,
  },
  {
    name: 'filter-sidebar',
    route: '/aanbiedingen/',
    open: (p) => p.click('#mobile-trigger-sidebar'),
    box: '#rh_woo_mbl_sidebar',
    close: '#rh_woo_mbl_sidebar .close-menu',
    maxWidth: 1023,
  },
  { name: 'search-splash', route: '/', open: (p) => p.click('.icon-search-onclick'), box: '#rhSplashSearch', close: '#close-src-splash' },
  { name: 'compare-search', route: '/vergelijken/trimmers/', open: (p) => p.click('#btn_search'), box: '.comp-search', close: '#btn_search_close' },
];

/** Waits for the transitions and animations that are running to end (drawers slide in .3 s). */
function animationsDone(page: Page) {
  return page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Where the page's content sits: the first heading's box (it moves if the page shifts). */
function contentBox(page: Page) {
  return page.evaluate(() => {
    const r = document.querySelector('h1')!.getBoundingClientRect();
    return { left: Math.round(r.left * 10) / 10, width: Math.round(r.width * 10) / 10, top: Math.round((r.top + window.scrollY) * 10) / 10 };
  });
}

/** How the overlay's box and close button sit in the window ('' when all is well). */
function placement(page: Page, box: string, close: string) {
  return page.evaluate(
    ([boxSelector, closeSelector]) => {
      const problems: string[] = [];
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const inside = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5 && r.width > 0 && r.height > 0;
      const boxEl = document.querySelector(boxSelector);
      const closeEl = document.querySelector(closeSelector);
      if (!boxEl) return `no ${boxSelector}`;
      if (!closeEl) return `no ${closeSelector}`;
      const b = boxEl.getBoundingClientRect();
      if (!inside(b)) problems.push(`box ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)} in ${vw}×${vh}`);
      // Content wider than the box would be cut off or need a sideways scroll inside it.
      if (boxEl.scrollWidth > boxEl.clientWidth + 1) problems.push(`content ${boxEl.scrollWidth} px wide in a ${boxEl.clientWidth} px box`);
      const c = closeEl.getBoundingClientRect();
      if (!inside(c)) problems.push(`close button at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)}`);
      else {
        const hit = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
        if (!hit || !closeEl.contains(hit)) problems.push(`close button covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
      }
      if (document.documentElement.scrollWidth > vw) problems.push(`page ${document.documentElement.scrollWidth} px wide`);
      return problems.join('; ');
    },
    [box, close] as const,
  );
}

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

// The widths run side by side (each test its own browser context): most of the time is waiting.
describe.concurrent.each(WIDTHS)('the demo at %i px', (width) => {
  beforeAll(() => {
    mkdirSync(`${SHOTS}/${width}`, { recursive: true });
  });

  it('no route is wider than the window', { timeout: 240_000 }, async () => {
    const context = await device(width);
    const failures: string[] = [];
    for (const route of ROUTES) {
      const { page } = await open(context, route, { quiet: true });
      const result = await overflow(page);
      if (result.scrollWidth > result.width) failures.push(`${route}: ${result.scrollWidth} px in ${result.width} px — ${result.culprits.join(', ')}`);
      await page.screenshot({ path: `${SHOTS}/${width}/${slug(route)}.png`, fullPage: true });
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  });

  it('every dialog and drawer fits, its close button is on screen, and the page does not move', { timeout: 240_000 }, async () => {
    const context = await device(width);
    const failures: string[] = [];
    for (const overlay of OVERLAYS) {
      if (overlay.maxWidth && width > overlay.maxWidth) continue;
      const { page, errors } = await open(context, overlay.route);
      const before = await contentBox(page);
      await overlay.open(page);
      await page.locator(overlay.close).waitFor({ state: 'visible' });
      await animationsDone(page);
      const problems = await placement(page, overlay.box, overlay.close);
      const after = await contentBox(page);
      const shift =
        before.left !== after.left || before.width !== after.width || before.top !== after.top
          ? `page moved from ${JSON.stringify(before)} to ${JSON.stringify(after)}`
          : '';
      const all = [problems, shift, ...errors].filter(Boolean).join('; ');
      if (all) failures.push(`${overlay.name}: ${all}`);
      await page.screenshot({ path: `${SHOTS}/${width}/overlay-${overlay.name}.png` });
      await page.locator(overlay.close).click();
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});

/**
 * CLS caused by the script (docs/performance.md, budget 0): every page type of the bench viewed
 * with and without the script (`?nojs=1`, the same page), both at rest; what moved only with the
 * script, once it started, is the script's shift. The product page at each of WooZone's three
 * country box positions: the box takes the place our WordPress plugin keeps for it, so nothing
 * moves. One exception, a shop without the plugin (`demo_country_spot=no`): WooZone prints the box
 * hidden and it is built at its place once the page runs, so what follows it in the product moves
 * down; nothing before it may move.
 */
const WITHOUT_PLUGIN_SPOT = 'demo_country_spot=no';
const PAGE_TYPES = [
  '/shop/',
  '/shop/?count=200',
  '/product/accu-grasmaaier-greenline-36v/?demo_sync=no',
  '/product/accu-grasmaaier-greenline-36v/?demo_sync=no&demo_boxpos=before_title_and_thumb',
  '/product/accu-grasmaaier-greenline-36v/?demo_sync=no&demo_boxpos=before_woocommerce_tabs',
  `/product/accu-grasmaaier-greenline-36v/?demo_sync=no&${WITHOUT_PLUGIN_SPOT}`,
  '/cart/',
  '/checkout/',
  '/deals/',
  '/vergelijken/grasmaaiers/?compareids=101,102,103',
  '/gids/beste-accu-grasmaaier-2026/',
  '/aanbiedingen/',
];

/** Runs in the page before its own scripts: each layout shift's moved elements, as short selectors. */
function recordShifts() {
  const moved: { selector: string; value: number; afterCountryBox: boolean }[] = [];
  (window as unknown as { __moved: typeof moved }).__moved = moved;
  const describe = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
      // What moves before the script starts is the page's own (the header restyled by a
      // stylesheet printed in the body, at a moment that varies from view to view): counted from
      // the script's start with it, from the parsed document's without it.
      const boot = performance.getEntriesByName('shop-widgets:boot-start')[0]?.startTime;
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart ?? 0;
      const from = document.querySelector('script[src*="shop-widgets.js"]') ? (boot ?? Number.POSITIVE_INFINITY) : parsed;
      if (entry.hadRecentInput || entry.value === 0 || (entry as unknown as PerformanceEntry).startTime < from) continue;
      const box = document.querySelector('fieldset.WooZone-country-box');
      for (const { node } of entry.sources) {
        if (!(node instanceof Element)) continue;
        const afterCountryBox = Boolean(box && box.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
        moved.push({ selector: describe(node), value: entry.value, afterCountryBox });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves once no request of the page is in flight (checked after load, then after each one ends). */
function requestsSettled(page: Page): () => Promise<void> {
  let inFlight = 0;
  let wake = () => {};
  page.on('request', () => inFlight++);
  const ended = () => {
    inFlight--;
    wake();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () =>
    new Promise<void>((resolve) => {
      wake = () => inFlight === 0 && resolve();
      wake();
    });
}

/** The page at rest: loaded, started, its requests and animations over, then two frames for the last entries. */
async function shiftsAtRest(context: BrowserContext, path: string, withScript: boolean) {
  const page = await context.newPage();
  await page.addInitScript(recordShifts);
  const settled = requestsSettled(page);
  await page.goto(new URL(withScript ? path : `${path}${path.includes('?') ? '&' : '?'}nojs=1`, baseUrl()).href);
  if (withScript) await page.waitForFunction(() => Boolean((window as { ShopWidgets?: unknown }).ShopWidgets));
  await settled();
  await animationsDone(page);
  const moved = await page.evaluate(
    () =>
      new Promise<{ selector: string; value: number; afterCountryBox: boolean }[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __moved: [] }).__moved))),
      ),
  );
  await page.close();
  return moved;
}

// One test per page and width, one after another (not beside the tests above): two page views
// each, on a shared machine.
describe('the script moves nothing on the page', () => {
  const cases = PAGE_TYPES.flatMap((path) => [1280, 375].map((width) => [path, width] as const));
  it.each(cases)('%s at %i px', async (path, width) => {
    const phone = width < 768;
    const context = await browser.newContext({ viewport: { width, height: phone ? 740 : 800 }, isMobile: phone, hasTouch: phone });
    const without = new Set((await shiftsAtRest(context, path, false)).map((m) => m.selector));
    const boxBuiltAfterPaint = path.includes(WITHOUT_PLUGIN_SPOT);
    const byScript = (await shiftsAtRest(context, path, true)).filter((m) => !without.has(m.selector) && !(boxBuiltAfterPaint && m.afterCountryBox));
    await context.close();
    expect(byScript.map((m) => `${m.selector} (${m.value.toFixed(3)})`)).toEqual([]);
  });
});
