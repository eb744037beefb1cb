// The bench's tables on the console: the calibration, every page type against the budgets, the
// interactions, the requests to PHP, the bundle's sizes, and one line of verdicts.
import { kb, round } from './numbers.mjs';

const ok = (pass) => (pass ? 'ok' : 'OVER');
const cls = (n) => round(n, 3);

/** One calibration: the index at 1×, the rate chosen, the index measured at that rate. */
export const roundLine = (r) => `BenchmarkIndex ${r.index} at 1× → ${r.rate}× (${r.indexAtRate} at that rate)`;

export function calibrationLine(c) {
  const end = c.indexAtEnd ? `; ${c.indexAtEnd} at 1× at the end` : '';
  return `calibration (target BenchmarkIndex ${c.targetIndex}${c.fixedRate ? ', rate fixed by BENCH_CPU_RATE' : ''}): median index ${c.index} at 1× → CPU throttling ${
    c.rate
  }×; by round: ${c.rounds.map((r) => `${r.index} → ${r.rate}×`).join(', ')}${end}`;
}

/** One row per page type (the listing per product count). */
export function pageTable(pages, budget) {
  return Object.fromEntries(
    pages.map((p) =>
      p.scriptMs === undefined
        ? [p.type === 'listing' ? `listing ${p.count}` : p.type, { failed: p.failed.join('; ').slice(0, 100) }]
        : [
            p.type === 'listing' ? `listing ${p.count}` : p.type,
            {
              [`JS at load (KB gz, ≤ ${budget.idleJsKb})`]: `${kb(p.jsGzip)} ${ok(p.jsGzip / 1024 <= budget.idleJsKb)}`,
              'script (ms)': round(p.scriptMs),
              'without (ms)': round(p.scriptMsWithoutScript),
              // The budget is the listings': other page types show their share without a verdict.
              [`share (ms; listings ≤ ${budget.scriptMs})`]: `${round(p.scriptMs - p.scriptMsWithoutScript)}${
                p.type === 'listing' ? ` ${ok(p.scriptMs - p.scriptMsWithoutScript <= budget.scriptMs)}` : ''
              }`,
              'TBT (without)': `${round(p.tbtMs)} (${round(p.tbtMsWithoutScript)}) ${ok(p.tbtMs - p.tbtMsWithoutScript <= budget.tbtOverBaselineMs)}`,
              [`CLS (without; ≤ +${budget.clsOverBaseline})`]: `${cls(p.cls)} (${cls(p.clsWithoutScript)}) ${ok(p.cls - p.clsWithoutScript <= budget.clsOverBaseline)}`,
              'PHP requests (≤ 0)': `${p.phpRequests} ${ok(p.phpRequests <= budget.phpRequests['no cart'])}`,
              ...(p.failed.length && { 'rounds failed': p.failed.length }),
            },
          ],
    ),
  );
}

export function interactionTable(interactions) {
  return Object.fromEntries(
    interactions.map((i) => [
      i.name,
      {
        'INP cold (ms)': i.budgetMs === undefined ? i.coldMs : `${i.coldMs} ${ok(i.coldMs <= i.budgetMs)}`,
        'INP warm (ms)': i.budgetMs === undefined ? i.warmMs : `${i.warmMs} ${ok(i.warmMs <= i.budgetMs)}`,
        budget: i.budgetMs ?? 'none: the reference',
        'every run, cold | warm': `${i.cold.join(' ')} | ${i.warm.join(' ')}`,
        page: i.path,
        failed: i.errors.length ? `${i.errors.length}: ${i.errors[0].slice(0, 80)}` : '',
      },
    ]),
  );
}

/** For the adds: input → the first frame with the new line in the panel, and the server's part. */
function shownTable(interactions) {
  const rows = {};
  for (const i of interactions) {
    for (const phase of ['cold', 'warm']) {
      const s = i.shown?.[phase];
      if (s) rows[`${i.name}, ${phase}`] = { 'input → line in the panel (ms)': round(s.shownMs), 'of which add_to_cart call (ms)': round(s.serverMs) };
    }
  }
  return rows;
}

export function printReport(results, partial) {
  const { runs, inpRuns, calibration, windowMs, budget, sizes, pages, interactions, cartStates, checks } = results;
  console.log(`\nshop-widgets benchmark: medians of ${runs} interleaved runs after a warm-up, ${windowMs / 1000} s after load, no interaction`);
  console.log(calibrationLine(calibration));
  console.table(pageTable(pages, budget));
  if (interactions.length) {
    console.log(
      `INP (Event Timing, input to next paint; 16 = at most 16), medians of ${inpRuns}; budget ≤ ${budget.inpMs} ms, ≤ ${budget.inpLongListingMs} on the listing of 2,000`,
    );
    console.table(interactionTable(interactions));
    const shown = shownTable(interactions);
    if (Object.keys(shown).length) console.table(shown);
  } else console.log('interactions: not measured (BENCH_INTERACTIONS=0)');
  console.log('requests to PHP per page view without interaction (listing of 20), by the state of the cart');
  console.table(
    Object.fromEntries(
      cartStates.map((s) => [
        s.state,
        { requests: s.requests, budget: budget.phpRequests[s.state], verdict: ok(s.requests <= budget.phpRequests[s.state]), asked: s.endpoints.join(' ') },
      ]),
    ),
  );
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
