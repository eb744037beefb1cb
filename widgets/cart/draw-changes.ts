import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import { oneOutsideLongLoops } from '../../src/dom/long-loops';
import type { CartCore } from '../../src/cart/core';
import type { CartUpdate } from '../../src/cart/types';
import { answerCode } from './answer-code';

/**
 * Whether the page already shows each fragment: an element its key names has that fragment's
 * markup, or none does. A fresh visit's refresh mostly finds so (the server printed the cart it
 * answers), and so does a cache the page was printed from. One element, not all, and one outside
 * the page's long product loops (src/dom/long-loops.ts): the query stops there (the header's
 * count comes before a listing's cards; the mini-cart printed after them is reached around
 * them), where a walk of every element for every key cost ~5 ms each on a listing of 2,000
 * products at 4× CPU (docs/performance.md). Elements the server printed in the same page show
 * the same cart; render.ts replaces them all when anything changed. A key the browser cannot
 * parse is render.ts's to judge.
 */
function pageShows(update: CartUpdate): boolean {
  try {
    return Object.entries(update.fragments).every(([selector, html]) => {
      const one = oneOutsideLongLoops(selector);
      return !one || one.outerHTML === html;
    });
  } catch {
    return false;
  }
}

/**
 * Start-up code: every change the cart core shows goes to the renderer (render.ts), except what
 * WooCommerce's own scripts already put on the page (source 'others'). The renderer is part of
 * the answer's code (answer.ts): a refresh or a cache that the page already
 * shows needs none of it, so a page view whose refresh or cache brings the cart it was printed
 * with fetches nothing; any other change waits for that code, changes in the order they came, and
 * is drawn when it comes (when it cannot, the server's markup stays until the next change).
 * Returns the stop.
 */
export function drawCartChanges(cart: CartCore): () => void {
  let waiting: CartUpdate[] | undefined;
  let stopped = false;
  const stop = cart.onShow((update) => {
    // Without our Trusted Types policy the server's markup stays: it is the truth of page load.
    if (update.source === 'others' || htmlInsertionRefused()) return;
    if (waiting) return void waiting.push(update);
    // What the page may already show (a refresh, the cache) is judged by one rule, whether the
    // renderer is here or not; a shopper's change is the renderer's.
    if ((update.source === 'refresh' || update.source === 'cache') && pageShows(update)) return;
    const code = answerCode(cart);
    const loaded = code.now();
    if (loaded) return loaded.renderCartUpdate(update);
    const queue = [update];
    waiting = queue;
    code.load().then(
      (loaded) => {
        waiting = undefined;
        if (!stopped) queue.forEach((change) => loaded.renderCartUpdate(change));
      },
      () => (waiting = undefined),
    );
  });
  return () => {
    stopped = true;
    stop();
  };
}
