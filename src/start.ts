import { boot } from './boot';
import { log } from './lib/log';

/**
 * Starts the script once the document is parsed. A module of the start-up code, not of the entry
 * file: the entry then only names the core chunk (what a page fetches as two files is one gzip
 * stream less), and a second copy of the entry under another URL (`?ver=` changed) shares the one
 * core and starts nothing twice.
 */
const BOOTED = Symbol.for('shop-widgets.booted');
/**
 * The start-up work runs in slices of at most this long, the browser's turn in between: no long
 * task (> 50 ms) of ours while the page loads, and a click or a paint never waits behind all of it.
 */
const START_SLICE_MS = 30;

/** Boot once: a second copy of the script (another build) on the same page warns and does nothing. */
function start(): void {
  const marker = window as unknown as Record<symbol, boolean>;
  if (marker[BOOTED]) {
    log.warn('the script is loaded twice on this page; the second copy does nothing.');
    return;
  }
  marker[BOOTED] = true;
  // Marks for theme developers' own performance tooling (and npm run bench).
  performance.mark('shop-widgets:boot-start');
  const booted = boot(undefined, { sliceMs: START_SLICE_MS });
  // Set once the start-up work has run: from then on every hook on the page is enhanced (a long
  // product loop's cards as they come near the viewport: mount/loop-cards.ts).
  void booted.started.then(() => {
    window.ShopWidgets = booted.api;
    performance.measure('shop-widgets:boot', 'shop-widgets:boot-start');
  });
}

/**
 * The start runs in a task of its own (a timer), not in the one that evaluates the script's
 * modules: there the browser answered the start's synchronous questions slowly. At 4× CPU the
 * page's first `document.cookie` read took 9–27 ms at the top of boot() in the modules'
 * evaluation, 2.5–8.5 ms in a timer right after it (why, the traces did not say). bench/ab.mjs,
 * 8 runs each way round, the script's share with the timer: 16 and 19 ms lower on the product
 * page, 10 and 9 on the listing of 20, 15 and 3 on the cart (docs/performance.md, "Where the
 * start runs").
 */
function startSoon(): void {
  setTimeout(start, 0);
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startSoon, { once: true });
  else startSoon();
}
