import { elementsForEach } from '../../mount/selector-list';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import type { CartCore } from '../../src/cart/core';
import type { CartUpdate } from '../../src/cart/types';
import { answerCodeNow, loadAnswerCode } from '../add-to-cart/answer-code';

/**
 * Whether every element each fragment names already shows that fragment's markup — a fresh
 * visit's refresh mostly does (the server printed the cart it answers), and so does a cache the
 * page was printed from. One walk of the page for every key, as render.ts does; a key the
 * browser cannot parse is render.ts's to judge.
 */
function pageShows(update: CartUpdate): boolean {
  const entries = Object.entries(update.fragments);
  try {
    const found = elementsForEach(
      document,
      entries.map(([selector]) => selector),
    );
    return entries.every(([, html], i) => found[i]!.every((el) => el.outerHTML === html));
  } catch {
    return false;
  }
}

/**
 * Start-up code: every change the cart core shows goes to the renderer (render.ts), except what
 * WooCommerce's own scripts already put on the page (source 'others'). The renderer is part of
 * the answer's code (widgets/add-to-cart/answer.ts): a change that the page already shows needs
 * none of it, so a page view whose refresh or cache brings the cart it was printed with fetches
 * nothing; any other waits for that code, changes in the order they came, and is drawn when it
 * comes (when it cannot, the server's markup stays until the next change). Returns the stop.
 */
export function drawCartChanges(cart: CartCore): () => void {
  let waiting: CartUpdate[] | undefined;
  let stopped = false;
  const stop = cart.onShow((update) => {
    // Without our Trusted Types policy the server's markup stays: it is the truth of page load.
    if (update.source === 'others' || htmlInsertionRefused()) return;
    if (waiting) return void waiting.push(update);
    const code = answerCodeNow();
    if (code) return code.renderCartUpdate(update);
    if (pageShows(update)) return;
    const queue = [update];
    waiting = queue;
    loadAnswerCode().then(
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
