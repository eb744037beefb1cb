// What a page view costs with the script and without it, untouched for 3 s after load: the
// script's JS fetched (gzip), main-thread script time (Chromium's ScriptDuration), Total Blocking
// Time, Cumulative Layout Shift, and the requests that reached PHP.
import { gz, median } from './numbers.mjs';
import { isPhpRequest, scriptDuration, throttledPage, withoutScript } from './throttled-browser.mjs';
import { cls, tbt } from './web-vitals.mjs';

export const WINDOW_MS = 3000;

/** The script's own files: the entry and its chunks (not the page's other scripts). */
const isOurScript = (url) => /\/(shop-widgets\.js|chunks\/[^/?]+\.js)$/.test(new URL(url).pathname);

/** Counts, for one page view, the requests that reached PHP (their endpoints, in order). */
export function phpRequests(page) {
  const seen = [];
  page.on('request', (request) => {
    if (isPhpRequest(request.url())) seen.push(new URL(request.url()).search || new URL(request.url()).pathname);
  });
  return seen;
}

/** One view of a page at `rate`, untouched for WINDOW_MS after load. */
export async function viewPage(browser, { base, path, withScript, rate }) {
  const { context, page, cdp } = await throttledPage(browser, rate);
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
  const php = phpRequests(page);
  // The listing of 2,000 at a high rate on a busy machine takes tens of seconds to load.
  await page.goto(`${base}${withScript ? path : withoutScript(path)}`, { waitUntil: 'load', timeout: 180000 });
  await page.waitForTimeout(WINDOW_MS);
  const scriptMs = await scriptDuration(cdp);
  const vitals = await page.evaluate(() => window.__vitals);
  await Promise.all(pending);
  await context.close();
  const shifted = vitals.shifts.filter((shift) => !shift.hadRecentInput).flatMap((shift) => shift.sources);
  return { jsGzip, scriptMs, tbt: tbt(vitals.longTasks), cls: cls(vitals.shifts), shifted, php, files };
}

/** Medians of the views of one page, with the script and without. */
export function pageFigures(withViews, withoutViews) {
  const of = (views, key) => median(views.map((v) => v[key]));
  return {
    jsGzip: of(withViews, 'jsGzip'),
    scriptMs: of(withViews, 'scriptMs'),
    scriptMsWithoutScript: of(withoutViews, 'scriptMs'),
    tbtMs: of(withViews, 'tbt'),
    tbtMsWithoutScript: of(withoutViews, 'tbt'),
    cls: of(withViews, 'cls'),
    clsWithoutScript: of(withoutViews, 'cls'),
    // What moved with the script and never without it: where a CLS of ours comes from.
    shiftedByScript: [...new Set(withViews.flatMap((v) => v.shifted))].filter((el) => !withoutViews.some((v) => v.shifted.includes(el))),
    // The most any view made: a request is a cost whenever it happens.
    phpRequests: Math.max(...withViews.map((v) => v.php.length)),
    phpEndpoints: [...new Set(withViews.flatMap((v) => v.php))],
  };
}

/**
 * Interleaved: every page with and without the script, round after round, so a slow moment of
 * the machine weighs on both; the first round is a warm-up. Each round runs at the rate
 * `nextRate()` measures at its start (calibrate.mjs). Figures are medians of `runs`; a view that
 * failed (a load past its timeout) leaves that round out for its page, and is counted.
 */
export async function measurePages({ browser, base, pages, runs, nextRate, chunkNames }) {
  const samples = new Map(pages.map((p) => [p.path, { with: [], without: [], failed: [] }]));
  for (let round = 0; round <= runs; round++) {
    const rate = await nextRate();
    for (const p of pages) {
      const s = samples.get(p.path);
      try {
        const withScript = await viewPage(browser, { base, path: p.path, withScript: true, rate });
        const without = await viewPage(browser, { base, path: p.path, withScript: false, rate });
        if (round === 0) continue; // warm-up: the server's and the OS's caches, not the browser's
        s.with.push(withScript);
        s.without.push(without);
      } catch (error) {
        s.failed.push(String(error).split('\n')[0]);
      }
    }
  }
  return pages.map((p) => {
    const { with: w, without: wo, failed } = samples.get(p.path);
    if (!w.length) return { ...p, failed };
    // By their chunks' names: our files are short numbers (build/chunk-names.ts).
    return { ...p, ...pageFigures(w, wo), files: w[0].files.map((file) => chunkNames[file] ?? file), failed };
  });
}
