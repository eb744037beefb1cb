// npm run bench — size and speed of the built bundle in the demo shop (a benchmark, not a test).
// Prints a table and writes bench/results.json. Figures vary by machine; compare runs on one.
import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;

function bundleSizes() {
  const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  const entry = gz('dist/shop-widgets.js');
  const chunks = readdirSync('dist/chunks').filter((f) => f.endsWith('.js')).map((f) => ({ file: f, gzip: gz(join('dist/chunks', f)), raw: statSync(join('dist/chunks', f)).size }));
  // What the browser must fetch before the entry runs: the entry and its static imports, transitively.
  const staticImports = (file, seen = new Set()) => {
    for (const [, dep] of readFileSync(file, 'utf8').matchAll(/(?:^|[;}])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.\.?\/[^"']+)["']/g)) {
      const path = join(file, '..', dep);
      if (!seen.has(path)) {
        seen.add(path);
        staticImports(path, seen);
      }
    }
    return seen;
  };
  const startupFiles = [...staticImports('dist/shop-widgets.js')];
  const startup = startupFiles.reduce((n, f) => n + gz(f), entry);
  // Our own start-up code: the entry file and the core chunk it imports (build/core-chunk.ts),
  // without the libraries (zod) and the bundler's runtime. This is what the 20 KB budget is about.
  const core = startupFiles.filter((f) => /[\\/]core-[\w-]+\.js$/.test(f)).reduce((n, f) => n + gz(f), 0);
  return { entryGzip: entry, startupCodeGzip: entry + core, startupGzip: startup, totalGzip: entry + chunks.reduce((n, c) => n + c.gzip, 0), chunks };
}

const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

/** Start-up cost on a listing: the script's own boot time and the long-task blocking time after load. */
async function startup(count, withScript = true) {
  const boot = [];
  const blocking = [];
  const bytesBeforeInteraction = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
    });
    let jsBytes = 0;
    page.on('response', async (r) => {
      if (r.url().startsWith(base) && /\.js(\?|$)/.test(r.url())) jsBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${base}/shop/?count=${count}${withScript ? '' : '&nojs=1'}`, { waitUntil: 'load' });
    if (withScript) await page.waitForFunction(() => window.ShopWidgets);
    await page.waitForTimeout(300);
    const m = await page.evaluate(() => ({
      boot: performance.getEntriesByName('shop-widgets:boot')[0]?.duration ?? NaN,
      tbt: window.__longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    }));
    boot.push(m.boot);
    blocking.push(m.tbt);
    bytesBeforeInteraction.push(jsBytes);
    await context.close();
  }
  return { count, bootMs: median(boot), blockingMs: median(blocking), jsBytesBeforeInteraction: median(bytesBeforeInteraction) };
}

/** Click on the cart button → panel open, and click on add to cart → panel open with the item. */
async function latency() {
  const open = [];
  const add = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/shop/`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.ShopWidgets);
    await page.waitForTimeout(500); // idle prefetch done, as for a shopper who reads the page first
    open.push(await page.evaluate(() => new Promise((resolve) => {
      const panel = document.getElementById('rh-woo-cart-panel');
      const t0 = performance.now();
      new MutationObserver((_, o) => { if (panel.classList.contains('active')) { o.disconnect(); resolve(performance.now() - t0); } }).observe(panel, { attributes: true });
      document.querySelector('.menu-cart-btn').click();
    })));
    await page.keyboard.press('Escape');
    add.push(await page.evaluate(() => new Promise((resolve) => {
      const t0 = performance.now();
      const check = () => document.querySelector('#rh-woo-cart-panel.active .woocommerce-mini-cart-item') ? resolve(performance.now() - t0) : requestAnimationFrame(check);
      document.querySelector('.ajax_add_to_cart[data-product_id="101"]').click();
      check();
    })));
    await context.close();
  }
  return { cartButtonToPanelMs: median(open), addToPanelWithItemMs: median(add) };
}

/** Requests to the origin per page view, by cart state (same-origin, after the page settled). */
async function requests() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const count = async (action) => {
    const seen = [];
    const listener = (r) => r.url().startsWith(base) && seen.push(r.url());
    page.on('request', listener);
    await action();
    await page.waitForFunction(() => window.ShopWidgets);
    await page.waitForTimeout(800);
    page.off('request', listener);
    return { total: seen.length, calls: seen.filter((u) => /wc-ajax|admin-ajax|wp-json/.test(u)).length };
  };
  const emptyCart = await count(() => page.goto(`${base}/shop/`));
  const emptyCartCached = await count(() => page.goto(`${base}/shop/`));
  await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
  await page.waitForSelector('#rh-woo-cart-panel.active .woocommerce-mini-cart-item');
  const cachedCart = await count(() => page.goto(`${base}/shop/`));
  const afterAdd = await count(async () => {
    await page.locator('.ajax_add_to_cart[data-product_id="105"]').click();
    await page.waitForSelector('#rh-woo-cart-panel.active');
  });
  await context.close();
  return { emptyCartFirstView: emptyCart, emptyCartNextView: emptyCartCached, cachedCart, afterAnAdd: afterAdd };
}

try {
  const sizes = bundleSizes();
  const listings = [];
  for (const count of [20, 200, 2000]) {
    const withScript = await startup(count);
    const baseline = await startup(count, false);
    listings.push({ ...withScript, blockingWithoutScriptMs: baseline.blockingMs });
  }
  const clicks = await latency();
  const perView = await requests();
  const results = { date: new Date().toISOString(), sizes, listings, clicks, requestsPerView: perView };
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

  console.log('\nshop-widgets benchmark (median of %d runs)\n', RUNS);
  console.table({
    'entry file (min+gzip)': `${kb(sizes.entryGzip)} KB`,
    'start-up code: entry + core (min+gzip)': `${kb(sizes.startupCodeGzip)} KB (target ≤ 20 KB)`,
    'entry + all its static imports (with zod)': `${kb(sizes.startupGzip)} KB`,
    'all chunks (min+gzip)': `${kb(sizes.totalGzip)} KB`,
    ...Object.fromEntries(sizes.chunks.map((c) => [`  chunk ${c.file.replace(/-[\w-]+\.js$/, '')}`, `${kb(c.gzip)} KB`])),
  });
  console.table(Object.fromEntries(listings.map((l) => [`/shop/?count=${l.count}`, { 'script boot (ms)': Math.round(l.bootMs * 10) / 10, 'blocking time (ms)': Math.round(l.blockingMs), 'same page without script (ms)': Math.round(l.blockingWithoutScriptMs), 'JS fetched by idle (KB, raw)': kb(l.jsBytesBeforeInteraction) }])));
  console.table({ 'cart button → panel open (ms)': Math.round(clicks.cartButtonToPanelMs), 'add to cart → panel with item (ms)': Math.round(clicks.addToPanelWithItemMs) });
  console.table(Object.fromEntries(Object.entries(perView).map(([k, v]) => [k, { 'requests to origin': v.total, 'of which shop calls': v.calls }])));
  console.log('written: bench/results.json');
} finally {
  await browser.close();
  await server.close();
}
