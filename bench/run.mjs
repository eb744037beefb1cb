// npm run bench — what a shopper feels and pays for the script, on the built bundle in the demo
// shop, in headless Chromium throttled to one target phone (calibrate.mjs). A benchmark, not a
// test: it prints the figures against the budgets and writes bench/results.json.
//
// - Calibration, at the start of each round: the machine's BenchmarkIndex at 1×, the throttling
//   rate that matches the target.
// - Each demo page type, untouched for 3 s after load, with the script and without it
//   (measure-pages.mjs): JS fetched, script time, TBT, CLS, requests to PHP.
// - INP of the first interaction of each kind, cold and warm (measure-interactions.mjs).
// - Requests to PHP per page view in each state of a shopper's cart (measure-php.mjs).
//
// This file runs the measures and gives the verdicts; the budgets and the pages are in
// settings.mjs, the tables in report.mjs.
//
// Knobs: BENCH_RUNS (medians of, default 5), BENCH_ONLY=listing,product (page types),
// BENCH_INTERACTIONS=add,compare (interactions by name or a word of it; 0 for none),
// BENCH_INP_RUNS (default BENCH_RUNS), BENCH_TARGET_INDEX, BENCH_CPU_RATE (calibrate.mjs).
// A partial run prints its tables but leaves bench/results.json, the full run's record, alone.
import { preview } from 'vite';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gz } from './numbers.mjs';
import { calibrator, machineIndex } from './calibrate.mjs';
import { launchBrowser } from './throttled-browser.mjs';
import { WINDOW_MS, measurePages } from './measure-pages.mjs';
import { INTERACTIONS, measureInteractions, pickInteractions } from './measure-interactions.mjs';
import { measureCartStates } from './measure-php.mjs';
import { interactionTable, pageTable, printReport, roundLine } from './report.mjs';
import { ALL_PAGES, BUDGET } from './settings.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const INP_RUNS = Number(process.env.BENCH_INP_RUNS) || RUNS;

const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.type)) : ALL_PAGES;
const WORDS = process.env.BENCH_INTERACTIONS?.split(',').filter(Boolean);
const CHOSEN = !WORDS ? INTERACTIONS : WORDS[0] === '0' ? [] : pickInteractions(WORDS);
const PARTIAL = Boolean(ONLY) || Boolean(WORDS) || Boolean(process.env.BENCH_INP_RUNS);

function bundleSizes() {
  const entry = gz(readFileSync('dist/shop-widgets.js'));
  // Our chunks have short numbered file names; names.json (build/chunk-names.ts) says which is which.
  const names = JSON.parse(readFileSync('dist/chunks/names.json', 'utf8'));
  const chunks = readdirSync('dist/chunks')
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, name: names[f] ?? f.replace(/-[\w-]{7}\.js$/, ''), gzip: gz(readFileSync(join('dist/chunks', f))) }));
  const core = chunks.filter((c) => c.name === 'core').reduce((n, c) => n + c.gzip, 0);
  return { entryGzip: entry, startupCodeGzip: entry + core, totalGzip: entry + chunks.reduce((n, c) => n + c.gzip, 0), chunks, names };
}

/** Each budget, true when it holds. */
function verdicts({ pages, interactions, cartStates }) {
  const listings = pages.filter((p) => p.type === 'listing');
  return {
    ...(interactions.length && {
      inp: interactions.every((i) => i.budgetMs === undefined || (i.coldMs <= i.budgetMs && i.warmMs <= i.budgetMs)),
    }),
    cls: pages.every((p) => p.cls - p.clsWithoutScript <= BUDGET.clsOverBaseline),
    idleJs: pages.every((p) => p.jsGzip / 1024 <= BUDGET.idleJsKb),
    ...(listings.length && { scriptTime: listings.every((p) => p.scriptMs - p.scriptMsWithoutScript <= BUDGET.scriptMs) }),
    tbt: pages.every((p) => p.tbtMs - p.tbtMsWithoutScript <= BUDGET.tbtOverBaselineMs),
    phpRequests: pages.every((p) => p.phpRequests <= BUDGET.phpRequests['no cart']) && cartStates.every((s) => s.requests <= BUDGET.phpRequests[s.state]),
  };
}

const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await launchBrowser();

const started = Date.now();
try {
  const { names, ...sizes } = bundleSizes();
  const cal = calibrator(browser);
  const nextRate = async () => {
    const rate = await cal.next();
    const { rounds } = cal.summary();
    console.log(`round ${rounds.length}: ${roundLine(rounds.at(-1))}`);
    return rate;
  };
  const pages = await measurePages({ browser, base, pages: PAGES, runs: RUNS, nextRate, chunkNames: names });
  // Each phase's table as soon as it is done: a long run shows its figures on the way.
  console.table(pageTable(pages, BUDGET));
  const interactions = await measureInteractions({ browser, base, nextRate, runs: INP_RUNS, interactions: CHOSEN });
  if (interactions.length) console.table(interactionTable(interactions));
  const cartStates = await measureCartStates({ browser, base, rate: await nextRate(), runs: 2 });
  const calibration = { ...cal.summary(), indexAtEnd: await machineIndex(browser) };
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    inpRuns: INP_RUNS,
    calibration,
    windowMs: WINDOW_MS,
    budget: BUDGET,
    sizes,
    pages,
    interactions,
    cartStates,
    checks: verdicts({ pages, interactions, cartStates }),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  if (!PARTIAL) writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  printReport(results, PARTIAL);
} finally {
  await browser.close();
  await server.close();
}
