import type { CartCore } from '../../src/cart/core';
import { loadChunk } from '../../src/lib/load-chunk';

/** The code that draws the cart on the page (answer.ts): one chunk. */
export type AnswerCode = typeof import('./answer');

export interface AnswerCodeLoader {
  /**
   * Loads it once: on intent on an add control or the cart button, at an add's click in parallel
   * with its request, when a cart change must be drawn, or when other code adds. A load that
   * fails (after loadChunk's retries) is forgotten, so the next ask tries again.
   */
  load(): Promise<AnswerCode>;
  /**
   * The code if it has come: a change shown in the answer's task is drawn in that task, before
   * `added_to_cart` fires (WooCommerce's listeners find the page updated), not a microtask later.
   */
  now(): AnswerCode | undefined;
}

/** One loader per cart core (one per started script), shared by the cart's parts. */
const loaders = new WeakMap<CartCore, AnswerCodeLoader>();

export function answerCode(cart: CartCore): AnswerCodeLoader {
  let loader = loaders.get(cart);
  if (loader) return loader;
  let loading: Promise<AnswerCode> | undefined;
  let loaded: AnswerCode | undefined;
  loader = {
    load() {
      if (!loading) {
        // The answer's code imports the HTML helpers (one chunk that other code shares:
        // vite.config.ts): asked for beside it, not once it has come and named them (a round
        // trip more on a cold click).
        const started = Promise.all([loadChunk(() => import('./answer')), loadChunk(() => import('../../src/dom/html'))]).then(([code]) => code);
        loading = started;
        started.then(
          (code) => (loaded = code),
          () => {
            if (loading === started) loading = undefined;
          },
        );
      }
      return loading;
    },
    now: () => loaded,
  };
  loaders.set(cart, loader);
  return loader;
}
