import type { CartCore } from '../../src/cart/core';
import { loadChunk } from '../../src/lib/load-chunk';
import { browserIsOffline, htmlInsertionRefused, browser, safeUrl } from '../../src/dom/browser';
import type { CartUpdate } from '../../src/cart/types';
import type { WidgetContext } from '../../mount/types';
import { onInteraction } from '../../mount/strategies/interaction';
import { CART_EVENTS, on, onFromOthers } from '../../src/events/bus';
import { t } from '../../src/i18n/t';
import { receiveFromOthers } from './from-others';
import { sayOffline } from './offline';
import { ADD_CONTROLS, CART_BUTTON, CART_PANEL } from './hooks';

/**
 * The cart drawn on the page, the start-up side: the answer's code (answer.ts: the renderer,
 * the added state, the panel) loaded once per cart core, every change the core shows handed to
 * it, and the panel opened by the cart button or after an add.
 */

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
        const started = loadChunk(() => import('./answer'));
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

/**
 * Whether the page already shows each fragment: an element its key names has that fragment's
 * markup, or none does. A fresh visit's refresh mostly finds so (the server printed the cart it
 * answers), and so does a cache the page was printed from. One element, not all: elements the
 * server printed in the same page show the same cart; the renderer replaces them all when anything changed. A key the browser cannot
 * parse is the renderer's to judge.
 */
function pageShows(update: CartUpdate): boolean {
  try {
    return Object.entries(update.fragments).every(([selector, html]) => {
      const one = document.querySelector(selector);
      return !one || one.outerHTML === html;
    });
  } catch {
    return false;
  }
}

/**
 * Start-up code: every change the cart core shows goes to the renderer (answer.ts), except what
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

/**
 * The cart button opens the panel; so does every add, ours (`added_to_cart`) or other code's.
 * Start-up code, only the listeners: what shows the panel is part of the answer's
 * code, fetched on intent on an add control or the cart button (or by the click that comes
 * first, which waits for it: when it cannot come, the cart button goes to its `href`, or offline
 * says so beside it, and an add made by other code is said in a toast).
 */
export function startCartPanelTrigger(ctx: WidgetContext): () => void {
  // Closed, the panel is out of the tab order and the accessibility tree.
  document.querySelector<HTMLElement>(CART_PANEL)?.setAttribute('inert', '');
  let stopped = false;
  const stops: (() => void)[] = [];
  // At once when the code has come (an add's answer shows the panel in its own task), else when it comes.
  const code = answerCode(ctx.cart);
  const withCode = (use: (code: AnswerCode) => unknown, fallback: () => void) => {
    const loaded = code.now();
    if (loaded) return void use(loaded);
    code.load().then(
      (loaded) => stopped || use(loaded),
      () => stopped || fallback(),
    );
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    // An empty panel is worse than the cart page: without our Trusted Types policy, the link.
    if (htmlInsertionRefused()) return;
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(CART_BUTTON);
    if (!button || !document.querySelector(CART_PANEL)) return;
    event.preventDefault();
    // Offline, neither the panel's code nor the cart page can come: said beside the button at
    // once, not after the download's retries.
    if (!code.now() && browserIsOffline()) return sayOffline(ctx, button);
    withCode(
      (code) => code.openCartPanel(ctx, button),
      () => {
        if (browserIsOffline()) return sayOffline(ctx, button);
        const href = safeUrl(button.getAttribute('href'));
        if (href) browser.assign(href);
      },
    );
  };
  document.addEventListener('click', onClick);

  const afterAdd = () =>
    withCode(
      (code) => code.showCartAfterAdd(ctx),
      () => ctx.store.getState().ui.showToast(t('addedToCart')),
    );
  stops.push(
    () => document.removeEventListener('click', onClick),
    // Ours fires from the answer's code: it has come, the panel shows in the answer's task.
    on(CART_EVENTS.addedToCart, afterAdd),
    // An add made by other code (WooCommerce's add-to-cart.js, a quick-view plugin).
    onFromOthers(CART_EVENTS.addedToCart, (args) => {
      receiveFromOthers(ctx, args, 'add');
      afterAdd();
    }),
    onInteraction(`${ADD_CONTROLS}, ${CART_BUTTON}`, (event) =>
      withCode(
        (code) => stops.push(code.onAddIntent(ctx, event)),
        () => {},
      ),
    ),
  );

  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
    code.now()?.stopCartPanel();
  };
}
