import { boot } from './boot';
import { log } from './lib/log';

/**
 * Starts the script once the document is parsed. A module of the start-up code, not of the entry
 * file: the entry then only names the core chunk (what a page fetches as two files is one gzip
 * stream less), and a second copy of the entry under another URL (`?ver=` changed) shares the one
 * core and starts nothing twice.
 */
const BOOTED = Symbol.for('shop-widgets.booted');

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
  const booted = boot();
  // Set once the start-up work has run: from then on every hook on the page is enhanced.
  window.ShopWidgets = booted.api;
  performance.measure('shop-widgets:boot', 'shop-widgets:boot-start');
}

/**
 * The start runs in a task of its own (a timer), not in the one that evaluates the script's
 * modules: there the browser answered the start's synchronous questions slowly (its A/B:
 * docs/performance.md, "Optimisations, measured").
 */
function startSoon(): void {
  setTimeout(start, 0);
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startSoon, { once: true });
  else startSoon();
}
