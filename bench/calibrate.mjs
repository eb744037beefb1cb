// Calibration: the CPU throttling rate that makes this machine, at this moment, run like one
// target device, so that a figure means the same on a fast laptop and on a busy 2-core runner.
//
// The reference workload is the one behind Lighthouse's BenchmarkIndex (written anew here): a
// GC-heavy half that builds a 10,000-character string over and over, and a GC-free half that
// copies 100,000 integers between two arrays; each counts its iterations per second, divided by
// 10, and the index is their mean. Same workload, same scale: the index compares with the device
// scores Lighthouse and Chrome DevTools publish. The rate starts as the machine's index at 1× over
// the target's, and is corrected by measuring the index at it, as DevTools' calibration does.

import { median } from './numbers.mjs';

/**
 * The target: a Moto G Power (2022), the phone Lighthouse emulates for mobile, at the index
 * Chrome DevTools' CPU calibration gives it (264, its low-tier preset; a Pixel 5, 1000, is its
 * mid-tier).
 * The budgets of docs/performance.md are set for this device. BENCH_TARGET_INDEX overrides.
 */
export const TARGET_INDEX = Number(process.env.BENCH_TARGET_INDEX) || 264;

/** A bound on the rate, whatever a noisy measure says. */
const MAX_RATE = 20;

/** In the page: the workload for `ms` of wall time (half each), its index. */
function benchmarkIndex(ms) {
  const half = ms / 2;
  const perSecond = (iterations, since) => iterations / 10 / ((performance.now() - since) / 1000);
  const strings = () => {
    const since = performance.now();
    let iterations = 0;
    while (performance.now() - since < half) {
      let text = '';
      for (let i = 0; i < 10000; i++) text += 'a';
      // Used, so the engine cannot drop the loop.
      if (text.length !== 10000) throw new Error('unreachable');
      iterations++;
    }
    return perSecond(iterations, since);
  };
  const arrays = () => {
    const a = Array.from({ length: 100000 }, (_, i) => i);
    const b = a.slice();
    const since = performance.now();
    let iterations = 0;
    // The clock is read every tenth copy: reading it is not part of the workload.
    while (iterations % 10 !== 0 || performance.now() - since < half) {
      const [from, to] = iterations % 2 ? [b, a] : [a, b];
      for (let i = 0; i < from.length; i++) to[i] = from[i];
      iterations++;
    }
    return perSecond(iterations, since);
  };
  return (strings() + arrays()) / 2;
}

/** The index of this machine at `rate` (median of `times` runs of `ms` each). */
async function indexAt(page, cdp, rate, { times = 3, ms = 400 } = {}) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const runs = [];
  for (let i = 0; i < times; i++) runs.push(await page.evaluate((duration) => window.__benchmarkIndex(duration), ms));
  return median(runs);
}

/**
 * A blank page with the workload installed once (one function, so V8's optimised code for it is
 * kept from run to run), run until V8 has optimised it: on a loaded machine the optimising
 * compiler, on a background thread, can lag by seconds, and a first measure then came out 3–4×
 * below a later one. Warm when two runs in a row agree within a tenth (at most 12 runs).
 */
async function warmPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.evaluate(`window.__benchmarkIndex = ${benchmarkIndex.toString()}`);
  let last = 0;
  for (let i = 0; i < 12; i++) {
    const index = await page.evaluate(() => window.__benchmarkIndex(200));
    if (i > 0 && Math.abs(index - last) <= last / 10) break;
    last = index;
  }
  return { context, page, cdp };
}

/**
 * Measures the machine and chooses the rate: { index, targetIndex, rate, indexAtRate, seconds }.
 * BENCH_CPU_RATE=<n> skips the measure and uses that rate (still reporting the index).
 */
export async function calibrate(browser) {
  const started = Date.now();
  const { context, page, cdp } = await warmPage(browser);
  try {
    const index = await indexAt(page, cdp, 1, { times: 5 });
    const fixed = Number(process.env.BENCH_CPU_RATE);
    let rate = fixed || Math.max(1, index / TARGET_INDEX);
    let indexAtRate = await indexAt(page, cdp, rate);
    // The throttled index is measured and the rate corrected until it is within a tenth of the
    // target (at most 4 times): a throttled renderer slows by less than the rate, and by much less
    // on a loaded machine, whose other processes already take part of the time it is held back.
    for (let i = 0; !fixed && i < 4 && Math.abs(indexAtRate - TARGET_INDEX) > TARGET_INDEX / 10; i++) {
      rate = Math.min(MAX_RATE, Math.max(1, rate * (indexAtRate / TARGET_INDEX)));
      indexAtRate = await indexAt(page, cdp, rate);
    }
    return {
      index: Math.round(index),
      targetIndex: TARGET_INDEX,
      rate: Math.round(rate * 100) / 100,
      indexAtRate: Math.round(indexAtRate),
      fixedRate: Boolean(fixed),
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await context.close();
  }
}

/**
 * A run's calibration, measured again at the start of each round: a shared machine's speed moves
 * by more than 2× within minutes, so each round's page views and interactions (in ab.mjs, every
 * build's alike) run at the rate measured just before them. `next()` measures and gives the rate.
 */
export function calibrator(browser) {
  const rounds = [];
  return {
    async next() {
      const c = await calibrate(browser);
      rounds.push(c);
      return c.rate;
    },
    summary() {
      const of = (key) => median(rounds.map((r) => r[key]));
      return {
        targetIndex: TARGET_INDEX,
        index: Math.round(of('index')),
        rate: Math.round(of('rate') * 100) / 100,
        indexAtRate: Math.round(of('indexAtRate')),
        fixedRate: rounds[0]?.fixedRate ?? false,
        rounds: rounds.map(({ index, rate, indexAtRate }) => ({ index, rate, indexAtRate })),
      };
    },
  };
}

/** The machine's index at 1× once more (the end of a run): how much it moved meanwhile. */
export async function machineIndex(browser) {
  const { context, page, cdp } = await warmPage(browser);
  try {
    return Math.round(await indexAt(page, cdp, 1));
  } finally {
    await context.close();
  }
}
