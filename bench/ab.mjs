// node bench/ab.mjs <dist A> <dist B> <path>… — the script's share of main-thread time
// (ScriptDuration with the script − without, 3 s after load, 4× CPU) of two builds of the
// bundle, page views interleaved A / B / without script round after round (the order of A and B
// alternates) after a warm-up round; medians of RUNS (default 6), and every run, so the spread
// shows. For comparing a change with the build before it on a machine shared with others, where
// one bench run of each moves by tens of ms: copy `dist` aside before the change
// (cp -r dist /tmp/before), build after it, then e.g.
//   RUNS=8 node bench/ab.mjs /tmp/before dist '/shop/?count=20' '/shop/?count=2000'
// Run it once with the same build on both sides (cp -r dist /tmp/same) to see what the machine
// lets it tell apart: on a shared 2-core machine, 30 ms between two copies of one build. Run a
// comparison both ways round too: there, the build named second came out slower every time.
import { preview } from 'vite';
import { median } from './numbers.mjs';
import { launchBrowser, throttledPage } from './throttled-browser.mjs';
import { WINDOW_MS } from './measure-pages.mjs';

const [dirA, dirB, ...paths] = process.argv.slice(2);
if (!dirA || !dirB || !paths.length) {
  console.error("usage: node bench/ab.mjs <dist A> <dist B> <path>…  (e.g. '/shop/?count=2000')");
  process.exit(2);
}
// An even count puts each build first in a round as often as the other.
const RUNS = Number(process.env.RUNS) || 6;

const servers = await Promise.all(
  [dirA, dirB].map((outDir) => preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' })),
);
const bases = servers.map((s) => `http://127.0.0.1:${s.httpServer.address().port}`);
const browser = await launchBrowser();

async function scriptMs(url) {
  const { context, page, cdp } = await throttledPage(browser);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

const samples = new Map(paths.map((p) => [p, { A: [], B: [], without: [] }]));
try {
  for (let round = 0; round <= RUNS; round++) {
    for (const path of paths) {
      const views = {};
      for (const which of round % 2 ? ['A', 'B'] : ['B', 'A']) views[which] = await scriptMs(bases[which === 'A' ? 0 : 1] + path);
      views.without = await scriptMs(`${bases[0]}${path}${path.includes('?') ? '&' : '?'}nojs=1`);
      if (round === 0) continue; // warm-up
      for (const key of ['A', 'B', 'without']) samples.get(path)[key].push(views[key]);
    }
  }
  console.log(`script's share (ms): median of ${RUNS} interleaved runs; every run after the colon`);
  for (const [path, s] of samples) {
    const base = median(s.without);
    const share = (list) => `${(median(list) - base).toFixed(0).padStart(4)}: ${list.map((v) => (v - base).toFixed(0)).join(' ')}`;
    console.log(`${path.padEnd(22)} A ${share(s.A)} | B ${share(s.B)} | without script ${base.toFixed(0)}`);
  }
} finally {
  await browser.close();
  for (const s of servers) s.httpServer.close();
}
