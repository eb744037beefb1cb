// What a page view costs with the script and without it: the script's JS fetched (gzip),
// main-thread script time (Chromium's ScriptDuration) and Total Blocking Time (long tasks), over
// the 3 s after load with no interaction.
import { gz, median } from './numbers.mjs';
import { throttledPage } from './throttled-browser.mjs';
import { readFileSync } from 'node:fs';

export const WINDOW_MS = 3000;

const chunkNames = JSON.parse(readFileSync('dist/chunks/names.json', 'utf8'));

/** The script's own files: the entry and its chunks (not the page's other scripts). */
const isOurScript = (url) => /\/(shop-widgets\.js|chunks\/[^/?]+\.js)(\?|$)/.test(new URL(url).pathname + new URL(url).search);

/** One view of a page, untouched for 3 s after load. */
async function view(browser, base, path, withScript) {
  const { context, page, cdp } = await throttledPage(browser);
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

/**
 * Interleaved: every page with and without the script, round after round, so a slow moment of
 * the machine weighs on both; the first round is a warm-up. Figures are medians of `runs`.
 */
export async function measurePages({ browser, base, pages, runs }) {
  const samples = new Map(pages.map((p) => [p.path, { with: [], without: [] }]));
  for (let round = 0; round <= runs; round++) {
    for (const p of pages) {
      const withScript = await view(browser, base, p.path, true);
      const without = await view(browser, base, p.path, false);
      if (round === 0) continue; // warm-up: the server's and the OS's caches, not the browser's
      samples.get(p.path).with.push(withScript);
      samples.get(p.path).without.push(without);
    }
  }
  return pages.map((p) => {
    const { with: w, without: wo } = samples.get(p.path);
    return {
      ...p,
      jsGzip: median(w.map((s) => s.jsGzip)),
      // By their chunks' names: our files are short numbers (build/chunk-names.ts).
      files: w[0].files.map((file) => chunkNames[file] ?? file),
      scriptMs: median(w.map((s) => s.scriptMs)),
      scriptMsWithoutScript: median(wo.map((s) => s.scriptMs)),
      tbtMs: median(w.map((s) => s.tbt)),
      tbtMsWithoutScript: median(wo.map((s) => s.tbt)),
    };
  });
}
