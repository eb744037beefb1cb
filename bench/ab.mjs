// node bench/ab.mjs <dist A> <dist B> [<dist C> …] [path …] — builds of the bundle compared in
// one run, at one calibrated throttling rate for all in each round (calibrate.mjs): page views and
// interactions interleaved round after round (the order of the builds turns each round), so a
// slow moment of a shared machine weighs on each. Per page: the script's share of main-thread
// time (with the script − without, 3 s after load), JS fetched at load, TBT and CLS; per
// interaction: INP cold and warm (measure-interactions.mjs), and for an add the time to the
// first frame that shows the new line. Medians of RUNS (default 6: with two builds, each first
// as often), and every run, so the spread shows. A change is judged here, never by two bench runs.
//
//   cp -r dist /tmp/before      # the build before the change
//   npm run build               # the build after it
//   RUNS=8 node bench/ab.mjs /tmp/before dist '/shop/?count=20' '/shop/?count=2000'
//
// An argument that is a directory holding shop-widgets.js is a build, any other a page path.
// Pages default to the listings of 20 and 2,000 and the product page. AB_INTERACTIONS picks
// interactions by name or a word of it (default: add on listing 20, add on product page, open
// panel from header; `all` for every one, 0 for none). Run a build against a copy of itself
// once to see what the machine can tell apart.
import { preview } from 'vite';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { median, kb, round } from './numbers.mjs';
import { calibrator, machineIndex } from './calibrate.mjs';
import { launchBrowser } from './throttled-browser.mjs';
import { viewPage } from './measure-pages.mjs';
import { INTERACTIONS, coldAndWarm, pickInteractions } from './measure-interactions.mjs';
import { calibrationLine, roundLine } from './report.mjs';

const args = process.argv.slice(2);
const dirs = args.filter((a) => existsSync(join(a, 'shop-widgets.js')));
const givenPaths = args.filter((a) => !dirs.includes(a));
if (dirs.length < 2) {
  console.error("usage: node bench/ab.mjs <dist A> <dist B> [<dist C> …] [path …]  (e.g. '/shop/?count=2000')");
  process.exit(2);
}
const paths = givenPaths.length ? givenPaths : ['/shop/?count=20', '/shop/?count=2000', '/product/accu-grasmaaier-greenline-36v/?demo_sync=no'];
const RUNS = Number(process.env.RUNS) || 6;
const WORDS = (process.env.AB_INTERACTIONS ?? 'add on listing 20,add on product page,open panel from header').split(',').filter(Boolean);
const interactions = WORDS[0] === '0' ? [] : WORDS[0] === 'all' ? INTERACTIONS : pickInteractions(WORDS);

const labels = dirs.map((_, i) => String.fromCharCode(65 + i));
const servers = await Promise.all(
  dirs.map((outDir) => preview({ build: { outDir: resolve(outDir) }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' })),
);
const bases = Object.fromEntries(labels.map((l, i) => [l, `http://127.0.0.1:${servers[i].httpServer.address().port}`]));
const browser = await launchBrowser();

const byBuild = (make) => Object.fromEntries(labels.map((l) => [l, make()]));
const pageSamples = new Map(paths.map((p) => [p, { ...byBuild(() => []), without: [] }]));
const inpSamples = new Map(interactions.map((i) => [i.name, { ...byBuild(() => ({ cold: [], warm: [], shownCold: [], shownWarm: [] })), errors: 0 }]));

const spread = (list, digits = 0) => (list.length ? `${round(median(list), digits)}: ${list.map((v) => round(v, digits)).join(' ')}` : 'failed');
/** Round r: the builds in turn, starting from the r-th. */
const orderOf = (r) => labels.map((_, i) => labels[(i + r) % labels.length]);

try {
  const cal = calibrator(browser);
  for (let r = 0; r <= RUNS; r++) {
    // One rate for every build of the round, measured at its start.
    const rate = await cal.next();
    console.log(`round ${r}: ${roundLine(cal.summary().rounds.at(-1))}`);
    for (const path of paths) {
      const views = {};
      try {
        for (const which of orderOf(r)) views[which] = await viewPage(browser, { base: bases[which], path, withScript: true, rate });
        views.without = await viewPage(browser, { base: bases.A, path, withScript: false, rate });
      } catch (error) {
        console.log(`round ${r}, ${path}: left out (${String(error).split('\n')[0]})`);
        continue;
      }
      if (r === 0) continue; // warm-up
      for (const key of [...labels, 'without']) pageSamples.get(path)[key].push(views[key]);
    }
    if (r === 0) continue;
    for (const interaction of interactions) {
      for (const which of orderOf(r)) {
        const run = await coldAndWarm(browser, { base: bases[which], rate, interaction });
        const s = inpSamples.get(interaction.name);
        if (run.error) s.errors++;
        for (const phase of ['cold', 'warm']) {
          if (Number.isFinite(run[phase])) s[which][phase].push(run[phase]);
          if (run.shown[phase]) s[which][phase === 'cold' ? 'shownCold' : 'shownWarm'].push(run.shown[phase].shownMs);
        }
      }
    }
  }
  const calibration = { ...cal.summary(), indexAtEnd: await machineIndex(browser) };
  console.log(`\n${calibrationLine(calibration)}`);
  console.log(`${labels.map((l, i) => `${l} = ${dirs[i]}`).join(', ')}; medians of ${RUNS} interleaved runs, every run after the colon`);
  for (const [path, s] of pageSamples) {
    const base = median(s.without.map((v) => v.scriptMs));
    const row = (figure) => byBuildRow((l) => figure(s[l]));
    console.log(
      `\n${path} (without script: script ${round(base)} ms, TBT ${round(median(s.without.map((v) => v.tbt)))}, CLS ${round(median(s.without.map((v) => v.cls)), 3)})`,
    );
    console.table({
      "script's share (ms)": row((views) => spread(views.map((v) => v.scriptMs - base))),
      'JS at load (KB gz)': row((views) => kb(median(views.map((v) => v.jsGzip)))),
      'TBT (ms)': row((views) => spread(views.map((v) => v.tbt))),
      CLS: row((views) =>
        spread(
          views.map((v) => v.cls),
          3,
        ),
      ),
      'PHP requests': row((views) => Math.max(...views.map((v) => v.php.length))),
    });
  }
  if (interactions.length) {
    console.log('\nINP (ms; 16 = at most 16), and for an add: input → the line in the panel (ms)');
    const table = {};
    for (const [name, s] of inpSamples) {
      for (const phase of ['cold', 'warm']) {
        table[`${name}, ${phase}`] = { ...byBuildRow((l) => spread(s[l][phase])), ...(s.errors && { failed: s.errors }) };
        const shown = phase === 'cold' ? 'shownCold' : 'shownWarm';
        if (labels.some((l) => s[l][shown].length)) table[`${name}, ${phase}: line shown`] = byBuildRow((l) => spread(s[l][shown]));
      }
    }
    console.table(table);
  }
} finally {
  await browser.close();
  for (const s of servers) s.httpServer.close();
}

function byBuildRow(cell) {
  return Object.fromEntries(labels.map((l) => [l, cell(l)]));
}
