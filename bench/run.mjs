// npm run bench — what a shopper pays for the script, measured on the built bundle in the demo
// shop with headless Chromium at 4× CPU throttling (a benchmark, not a test). For each demo page
// type (the listing at 20 / 200 / 2,000 products): the JS of the script fetched in the 3 s after
// load with no interaction (gzip), main-thread script time (Chromium's ScriptDuration) and Total
// Blocking Time (long tasks) over that window — each beside the same page without the script.
// Then click → panel open showing the new line, with a cold cache (fresh context, nothing
// prefetched) and warm, and click → header fragment replaced. Runs are interleaved (page after
// page, with and without the script) after a warm-up round; figures are medians.
// Prints one table against the budgets and writes bench/results.json.
import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const CPU_THROTTLING = 4;
const WINDOW_MS = 3000;
const BUDGET = { idleJsKb: 20, scriptMs: 60, tbtOverBaselineMs: 10, clickColdMs: 150, clickWarmMs: 50, fragmentMs: 50 };

const ALL_PAGES = [
  { type: 'listing', count: 20, path: '/shop/?count=20' },
  { type: 'listing', count: 200, path: '/shop/?count=200' },
  { type: 'listing', count: 2000, path: '/shop/?count=2000' },
  // demo_sync=no: the steady state (WooZone syncs a product at most once per interval); the
  // first view of a product that needs a sync also loads the sync notice and its call.
  { type: 'product', path: '/product/accu-grasmaaier-greenline-36v/?demo_sync=no' },
  { type: 'cart', path: '/cart/' },
  { type: 'checkout', path: '/checkout/' },
  { type: 'deals', path: '/deals/' },
  { type: 'comparison', path: '/vergelijken/grasmaaiers/?compareids=101,102,103' },
];
// While working on one page type: BENCH_ONLY=listing,product BENCH_CLICKS=0 npm run bench
// (a partial run prints its table but leaves bench/results.json, the full run's record, alone).
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.type)) : ALL_PAGES;
const WITH_CLICKS = process.env.BENCH_CLICKS !== '0';
const PARTIAL = Boolean(ONLY) || !WITH_CLICKS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const kb = (bytes) => round(bytes / 1024, 1);
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
/** The script's own files: the entry and its chunks (not the page's other scripts). */
const isOurScript = (url) => /\/(shop-widgets\.js|chunks\/[^/?]+\.js)(\?|$)/.test(new URL(url).pathname + new URL(url).search);

function bundleSizes() {
  const entry = gz(readFileSync('dist/shop-widgets.js'));
  const chunks = readdirSync('dist/chunks')
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, gzip: gz(readFileSync(join('dist/chunks', f))) }));
  const core = chunks.filter((c) => /^core-/.test(c.file)).reduce((n, c) => n + c.gzip, 0);
  return { entryGzip: entry, startupCodeGzip: entry + core, totalGzip: entry + chunks.reduce((n, c) => n + c.gzip, 0), chunks };
}

const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

/** A fresh context (cold HTTP cache) and page at 4× CPU, with long tasks recorded from the start. */
async function throttledPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  return { context, page, cdp };
}

/** One view of a page, untouched for 3 s after load. */
async function view(path, withScript) {
  const { context, page, cdp } = await throttledPage();
  let jsGzip = 0;
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(base) || !isOurScript(response.url())) return;
    pending.push(
      response.body().then(
        (body) => {
          jsGzip += gz(body);
          files.push(new URL(response.url()).pathname.split('/').pop());
        },
        () => {},
      ),
    );
  });
  const url = `${base}${path}${withScript ? '' : `${path.includes('?') ? '&' : '?'}nojs=1`}`;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  const { tbt, loadAt } = await page.evaluate(() => {
    const loadAt = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
    return { loadAt, tbt: window.__longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0) };
  });
  await Promise.all(pending);
  await context.close();
  return { jsGzip, scriptMs, tbt, loadAt, files };
}

/** Interleaved: every page with and without the script, round after round; the first round is a warm-up. */
async function pageCosts() {
  const samples = new Map(PAGES.map((p) => [p.path, { with: [], without: [] }]));
  for (let round = 0; round <= RUNS; round++) {
    for (const p of PAGES) {
      const withScript = await view(p.path, true);
      const without = await view(p.path, false);
      if (round === 0) continue; // warm-up: the server's and the OS's caches, not the browser's
      samples.get(p.path).with.push(withScript);
      samples.get(p.path).without.push(without);
    }
  }
  return PAGES.map((p) => {
    const { with: w, without: wo } = samples.get(p.path);
    return {
      ...p,
      jsGzip: median(w.map((s) => s.jsGzip)),
      files: w[0].files,
      scriptMs: median(w.map((s) => s.scriptMs)),
      scriptMsWithoutScript: median(wo.map((s) => s.scriptMs)),
      tbtMs: median(w.map((s) => s.tbt)),
      tbtMsWithoutScript: median(wo.map((s) => s.tbt)),
    };
  });
}

/**
 * Click on a product's add-to-cart button → the panel open with its line; and → the header's
 * count fragment replaced. Times from the click event, in the page's clock; the add_to_cart
 * call's own time (request sent → answer in) is reported beside them as the server time.
 * Cold: a fresh context, nothing fetched but the start-up code (the pointer arrives and clicks
 * at once, as a shopper's click does). Warm: the page viewed again, the code in the cache.
 */
async function clickToPanel() {
  const measure = (page, productId) =>
    page.evaluate(
      (id) =>
        new Promise((resolve) => {
          const button = document.querySelector(`.ajax_add_to_cart[data-product_id="${id}"]`);
          const count = document.querySelector('span.rh-cart-count');
          const countBefore = count?.textContent;
          let t0 = 0;
          let fragmentAt = 0;
          document.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
          const check = () => {
            if (t0 && !fragmentAt && document.querySelector('span.rh-cart-count')?.textContent !== countBefore) fragmentAt = performance.now();
            const line = document.querySelector(
              `#rh-woo-cart-panel.active .woocommerce-mini-cart-item a[data-product_id="${id}"], #rh-woo-cart-panel.active .woocommerce-mini-cart-item [data-product_id="${id}"]`,
            );
            if (t0 && line && fragmentAt) {
              const call = performance.getEntriesByType('resource').find((e) => e.name.includes('add_to_cart'));
              resolve({ panelMs: performance.now() - t0, fragmentMs: fragmentAt - t0, serverMs: call ? call.responseEnd - call.requestStart : NaN });
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
          window.__addButton = button;
        }),
      productId,
    );
  const cold = [];
  const warm = [];
  for (let i = 0; i <= RUNS; i++) {
    const { context, page } = await throttledPage();
    await page.goto(`${base}/shop/?count=20`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const first = measure(page, 101);
    await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    const coldRun = await first;
    // Warm: the same shopper's next page view; the pointer rests on the button before the click.
    await page.goto(`${base}/shop/?count=20`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    await page.locator('.ajax_add_to_cart[data-product_id="105"]').hover();
    await page.waitForTimeout(500);
    const second = measure(page, 105);
    await page.locator('.ajax_add_to_cart[data-product_id="105"]').click();
    const warmRun = await second;
    await context.close();
    if (i === 0) continue;
    cold.push(coldRun);
    warm.push(warmRun);
  }
  const summary = (runs) => ({
    panelMs: median(runs.map((r) => r.panelMs)),
    fragmentMs: median(runs.map((r) => r.fragmentMs)),
    serverMs: median(runs.map((r) => r.serverMs)),
  });
  return { cold: summary(cold), warm: summary(warm) };
}

const started = Date.now();
try {
  const sizes = bundleSizes();
  const pages = await pageCosts();
  const skipped = { panelMs: NaN, fragmentMs: NaN, serverMs: NaN };
  const clicks = WITH_CLICKS ? await clickToPanel() : { cold: skipped, warm: skipped };
  const listing = pages.filter((p) => p.type === 'listing');
  const checks = {
    idleJs: pages.every((p) => p.jsGzip / 1024 <= BUDGET.idleJsKb),
    scriptTime: listing.every((p) => p.scriptMs - p.scriptMsWithoutScript <= BUDGET.scriptMs),
    tbt: pages.every((p) => p.tbtMs - p.tbtMsWithoutScript <= BUDGET.tbtOverBaselineMs),
    clickCold: clicks.cold.panelMs - clicks.cold.serverMs <= BUDGET.clickColdMs,
    clickWarm: clicks.warm.panelMs - clicks.warm.serverMs <= BUDGET.clickWarmMs,
    fragment: clicks.cold.fragmentMs - clicks.cold.serverMs <= BUDGET.fragmentMs && clicks.warm.fragmentMs - clicks.warm.serverMs <= BUDGET.fragmentMs,
  };
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    cpuThrottling: CPU_THROTTLING,
    windowMs: WINDOW_MS,
    budget: BUDGET,
    sizes,
    pages,
    clicks,
    checks,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  if (!PARTIAL) writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

  const ok = (pass) => (pass ? 'ok' : 'OVER');
  console.log(
    `\nshop-widgets benchmark: median of ${RUNS} interleaved runs after a warm-up, ${CPU_THROTTLING}× CPU, ${WINDOW_MS / 1000} s after load, no interaction\n`,
  );
  console.table(
    Object.fromEntries(
      pages.map((p) => [
        p.type === 'listing' ? `listing ${p.count}` : p.type,
        {
          [`JS fetched (KB gz, ≤ ${BUDGET.idleJsKb})`]: `${kb(p.jsGzip)} ${ok(p.jsGzip / 1024 <= BUDGET.idleJsKb)}`,
          'script time (ms)': round(p.scriptMs),
          'without script (ms)': round(p.scriptMsWithoutScript),
          [`script's share (ms, ≤ ${BUDGET.scriptMs})`]: `${round(p.scriptMs - p.scriptMsWithoutScript)} ${ok(p.scriptMs - p.scriptMsWithoutScript <= BUDGET.scriptMs)}`,
          'TBT (ms)': round(p.tbtMs),
          'TBT without script (ms)': round(p.tbtMsWithoutScript),
          [`TBT over baseline (≤ ${BUDGET.tbtOverBaselineMs})`]: ok(p.tbtMs - p.tbtMsWithoutScript <= BUDGET.tbtOverBaselineMs),
        },
      ]),
    ),
  );
  const click = (_label, c, budget) => ({
    'click → panel with the line (ms)': round(c.panelMs),
    'of which the add_to_cart call (ms)': round(c.serverMs),
    'panel − call (ms; budget cold 150, warm 50)': `${round(c.panelMs - c.serverMs)} ${ok(c.panelMs - c.serverMs <= budget)}`,
    [`click → header fragment − call (ms, ≤ ${BUDGET.fragmentMs})`]: `${round(c.fragmentMs - c.serverMs)} ${ok(c.fragmentMs - c.serverMs <= BUDGET.fragmentMs)}`,
  });
  console.table({
    'cold (fresh context, nothing prefetched)': click('cold', clicks.cold, BUDGET.clickColdMs),
    'warm (next page view)': click('warm', clicks.warm, BUDGET.clickWarmMs),
  });
  console.table({
    'entry + core, the start-up code (KB gz)': kb(sizes.startupCodeGzip),
    'all chunks (KB gz)': kb(sizes.totalGzip),
  });
  console.log(
    `budgets: ${Object.entries(checks)
      .map(([k, v]) => `${k} ${ok(v)}`)
      .join(', ')}`,
  );
  console.log(PARTIAL ? `partial run, bench/results.json left alone (${results.seconds} s)` : `written: bench/results.json (${results.seconds} s)`);
} finally {
  await browser.close();
  await server.close();
}
