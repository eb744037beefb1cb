// The bench's tables on the console: every page type against the budgets, the clicks, the
// bundle's sizes, and one line of verdicts.
import { kb, round } from './numbers.mjs';

const ok = (pass) => (pass ? 'ok' : 'OVER');

/** One row per page type (the listing per product count). */
function pageTable(pages, budget) {
  return Object.fromEntries(
    pages.map((p) => [
      p.type === 'listing' ? `listing ${p.count}` : p.type,
      {
        [`JS fetched (KB gz, ≤ ${budget.idleJsKb})`]: `${kb(p.jsGzip)} ${ok(p.jsGzip / 1024 <= budget.idleJsKb)}`,
        'script time (ms)': round(p.scriptMs),
        'without script (ms)': round(p.scriptMsWithoutScript),
        [`script's share (ms, ≤ ${budget.scriptMs})`]: `${round(p.scriptMs - p.scriptMsWithoutScript)} ${ok(p.scriptMs - p.scriptMsWithoutScript <= budget.scriptMs)}`,
        'TBT (ms)': round(p.tbtMs),
        'TBT without script (ms)': round(p.tbtMsWithoutScript),
        [`TBT over baseline (≤ ${budget.tbtOverBaselineMs})`]: ok(p.tbtMs - p.tbtMsWithoutScript <= budget.tbtOverBaselineMs),
      },
    ]),
  );
}

/** One click's row: the times less the add_to_cart call, which is the server's, not the script's. */
function clickRow(c, panelBudget, fragmentBudget) {
  return {
    'click → panel with the line (ms)': round(c.panelMs),
    'of which the add_to_cart call (ms)': round(c.serverMs),
    'panel − call (ms; budget cold 150, warm 50)': `${round(c.panelMs - c.serverMs)} ${ok(c.panelMs - c.serverMs <= panelBudget)}`,
    [`click → header fragment − call (ms, ≤ ${fragmentBudget})`]: `${round(c.fragmentMs - c.serverMs)} ${ok(c.fragmentMs - c.serverMs <= fragmentBudget)}`,
  };
}

export function printReport(results, partial) {
  const { runs, cpuThrottling, windowMs, budget, sizes, pages, clicks, checks } = results;
  console.log(
    `\nshop-widgets benchmark: median of ${runs} interleaved runs after a warm-up, ${cpuThrottling}× CPU, ${windowMs / 1000} s after load, no interaction\n`,
  );
  console.table(pageTable(pages, budget));
  if (clicks)
    console.table({
      'cold (fresh context, nothing prefetched)': clickRow(clicks.cold, budget.clickColdMs, budget.fragmentMs),
      'warm (next page view)': clickRow(clicks.warm, budget.clickWarmMs, budget.fragmentMs),
    });
  else console.log('clicks: not measured (BENCH_CLICKS=0)');
  console.table({
    'entry + core, the start-up code (KB gz)': kb(sizes.startupCodeGzip),
    'all chunks (KB gz)': kb(sizes.totalGzip),
  });
  console.log(
    `budgets: ${Object.entries(checks)
      .map(([k, v]) => `${k} ${ok(v)}`)
      .join(', ')}`,
  );
  console.log(partial ? `partial run, bench/results.json left alone (${results.seconds} s)` : `written: bench/results.json (${results.seconds} s)`);
}
