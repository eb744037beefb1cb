// node bench/ab.mjs <dist A> <dist B> [path …] — two builds of the bundle compared in one run,
// at one calibrated throttling rate for both (calibrate.mjs): page views and interactions
// interleaved A / B round after round (which build goes first alternates), so a slow moment of
// a shared machine weighs on both. Per page: the script's share of main-thread time (with the
// script − without, 3 s after load), JS fetched at load, TBT and CLS; per interaction: INP cold
// and warm (measure-interactions.mjs). Medians of RUNS (default 6: each build first as often),
// and every run, so the spread shows. A change is judged here, never by two bench runs.
//
//   cp -r dist /tmp/before      # the build before the change
//   npm run build               # the build after it
//   RUNS=8 node bench/ab.mjs /tmp/before dist '/shop/?count=20' '/shop/?count=2000'
//
// Pages default to the listings of 20 and 2,000 and the product page. AB_INTERACTIONS picks
// interactions by words of their names (default: add on listing 20, add on product page, open
// panel from header; `all` for every one, 0 for none). Run a build against a copy of itself
// once to see what the machine can tell apart.
import { preview } from 'vite';
import { median, kb, round } from './numbers.mjs';
import { calibrate, machineIndex } from './calibrate.mjs';
import { launchBrowser } from './throttled-browser.mjs';
import { viewPage } from './measure-pages.mjs';
import { INTERACTIONS, coldAndWarm, pickInteractions } from './measure-interactions.mjs';
import { calibrationLine } from './report.mjs';

const [dirA, dirB, ...givenPaths] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error("usage: node bench/ab.mjs <dist A> <dist B> [path …]  (e.g. '/shop/?count=2000')");
  process.exit(2);
}
const paths = givenPaths.length ? givenPaths : ['/shop/?count=20', '/shop/?count=2000', '/product/accu-grasmaaier-greenline-36v/?demo_sync=no'];
const RUNS = Number(process.env.RUNS) || 6;
const WORDS = (process.env.AB_INTERACTIONS ?? 'add on listing 20,add on product page,open panel from header').split(',').filter(Boolean);
const interactions = WORDS[0] === '0' ? [] : WORDS[0] === 'all' ? INTERACTIONS : pickInteractions(WORDS);

const servers = await Promise.all(
  [dirA, dirB].map((outDir) => preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' })),
);
const bases = { A: `http://127.0.0.1:${servers[0].httpServer.address().port}`, B: `http://127.0.0.1:${servers[1].httpServer.address().port}` };
const browser = await launchBrowser();

const pageSamples = new Map(paths.map((p) => [p, { A: [], B: [], without: [] }]));
const inpSamples = new Map(interactions.map((i) => [i.name, { A: { cold: [], warm: [] }, B: { cold: [], warm: [] }, errors: 0 }]));

const spread = (list, digits = 0) => `${round(median(list), digits)}: ${list.map((v) => round(v, digits)).join(' ')}`;

try {
  const calibration = await calibrate(browser);
  const { rate } = calibration;
  console.log(calibrationLine(calibration));
  for (let round = 0; round <= RUNS; round++) {
    const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
    for (const path of paths) {
      const views = {};
      for (const which of order) views[which] = await viewPage(browser, { base: bases[which], path, withScript: true, rate });
      views.without = await viewPage(browser, { base: bases.A, path, withScript: false, rate });
      if (round === 0) continue; // warm-up
      for (const key of ['A', 'B', 'without']) pageSamples.get(path)[key].push(views[key]);
    }
    if (round === 0) continue;
    for (const interaction of interactions) {
      for (const which of order) {
        const run = await coldAndWarm(browser, { base: bases[which], rate, interaction });
        const s = inpSamples.get(interaction.name);
        if (run.error) s.errors++;
        for (const phase of ['cold', 'warm']) if (Number.isFinite(run[phase])) s[which][phase].push(run[phase]);
      }
    }
  }
  calibration.indexAtEnd = await machineIndex(browser);
  console.log(`\n${calibrationLine(calibration)}`);
  console.log(`A = ${dirA}, B = ${dirB}; medians of ${RUNS} interleaved runs, every run after the colon`);
  for (const [path, s] of pageSamples) {
    const base = median(s.without.map((v) => v.scriptMs));
    const share = (views) => spread(views.map((v) => v.scriptMs - base));
    console.log(
      `\n${path} (without script: script ${round(base)} ms, TBT ${round(median(s.without.map((v) => v.tbt)))}, CLS ${round(median(s.without.map((v) => v.cls)), 3)})`,
    );
    console.table({
      "script's share (ms)": { A: share(s.A), B: share(s.B) },
      'JS at load (KB gz)': { A: kb(median(s.A.map((v) => v.jsGzip))), B: kb(median(s.B.map((v) => v.jsGzip))) },
      'TBT (ms)': { A: spread(s.A.map((v) => v.tbt)), B: spread(s.B.map((v) => v.tbt)) },
      CLS: {
        A: spread(
          s.A.map((v) => v.cls),
          3,
        ),
        B: spread(
          s.B.map((v) => v.cls),
          3,
        ),
      },
      'PHP requests': { A: Math.max(...s.A.map((v) => v.php.length)), B: Math.max(...s.B.map((v) => v.php.length)) },
    });
  }
  if (interactions.length) {
    console.log('\nINP (ms; 16 = at most 16)');
    const table = {};
    for (const [name, s] of inpSamples) {
      for (const phase of ['cold', 'warm']) {
        table[`${name}, ${phase}`] = {
          A: s.A[phase].length ? spread(s.A[phase]) : 'failed',
          B: s.B[phase].length ? spread(s.B[phase]) : 'failed',
          ...(s.errors && { failed: s.errors }),
        };
      }
    }
    console.table(table);
  }
} finally {
  await browser.close();
  for (const s of servers) s.httpServer.close();
}
