import { createOrdering } from './ordering';
import { askAfterLostAdd } from './lost-add';
import type { AddResult, AddRequest, CartPorts, CartUpdate, CoreParts, QuantityEdits, SentAdd } from './types';

/**
 * The cart without a DOM (DESIGN "src/cart"): adds one at a time, refreshes, the mini-cart's
 * removals and quantity edits (connected when their code loads); out-of-order answers
 * (ordering.ts); the state it keeps goes to the store, each change it shows to the page's
 * renderer (`onShow`), every cart event to `events`. All I/O is injected (types.ts
 * `CartPorts`); src/connect-cart.ts connects it to the page.
 */
export interface CartCore {
  /**
   * Queues an add_to_cart (they run one at a time): its request leaves at once (after the add
   * before it). Resolves with its answer, not yet shown: the caller shows it (`answer.show()`)
   * in the task where the page can draw it whole, or drops it. A lost answer is checked against
   * the cart first (lost-add.ts). The add counts as pending (`addsPending`) until then.
   */
  add(request: AddRequest): Promise<AddResult>;
  /**
   * Connects the mini-cart's quantity edits and removals (quantity-edits.ts, loaded with the
   * mini-cart's code, not at start): the first call creates them from the core's parts, later
   * calls get them.
   */
  quantityEdits(create: (parts: CoreParts) => QuantityEdits): QuantityEdits;
  /** Sends the edits still in their pause now (`keepalive` when the page may be going away); none before any edit. */
  flushQuantities(options?: { keepalive?: boolean }): void;
  /** get_refreshed_fragments; false when it failed (wc_fragments_ajax_error). */
  refresh(): Promise<boolean>;
  /** Fragments from the session cache (wc_fragments_loaded) or from other code. */
  receive(update: CartUpdate): void;
  /** The renderer: gets every change to show; returns the unsubscribe. */
  onShow(listener: (update: CartUpdate) => void): () => void;
}

const asRecord = (body: AddRequest['body']): Record<string, unknown> => (body instanceof URLSearchParams ? Object.fromEntries(body) : { ...body });

export function createCartCore(ports: CartPorts): CartCore {
  const { calls, state, events } = ports;
  const listeners = new Set<(update: CartUpdate) => void>();
  let addQueue: Promise<unknown> = Promise.resolve();

  function show(update: CartUpdate): void {
    state.set({ fragments: update.fragments, cartHash: update.cartHash, shown: true });
    listeners.forEach((listener) => listener(update));
    if (update.source !== 'cache') ports.persist(update);
  }

  async function refresh(): Promise<boolean> {
    const stillCurrent = ordering.refreshStarted();
    const result = await calls.refreshFragments();
    if (!result.ok) {
      // Aborted: the script was stopped; nobody is left to tell.
      if (result.reason !== 'aborted') events.refreshFailed(result.reason);
      return false;
    }
    const cartHash = result.data.cart_hash;
    // The state this answer describes may predate a change made meanwhile: that change's answer wins.
    if (!stillCurrent()) return true;
    show({ source: 'refresh', fragments: result.data.fragments, cartHash });
    events.refreshed(cartHash);
    return true;
  }

  const ordering = createOrdering(() => void refresh());
  let edits: QuantityEdits | undefined;

  /** Sends one add and reads its answer. */
  async function sendAdd(request: AddRequest): Promise<SentAdd> {
    // The cart this page last showed (else the cart-hash cookie), to check a lost answer against.
    const hashBefore = state.get().shown ? state.get().cartHash : ports.cookieHash();
    const change = ordering.begin();
    const result = await calls.addToCart(request.body);
    change.answered();
    if (!result.ok) {
      if (result.reason === 'aborted') return { kind: 'stopped' };
      // Any answer from the server (500, invalid) stored nothing: only a lost one may hide an add.
      return result.reason === 'network' || result.reason === 'timeout' ? { kind: 'lost', hashBefore } : { kind: 'fallback' };
    }
    if ('error' in result.data) {
      const url = result.data.product_url;
      return typeof url === 'string' && url ? { kind: 'redirect', url } : { kind: 'fallback' };
    }
    return { kind: 'answer', fragments: result.data.fragments, cartHash: result.data.cart_hash, change };
  }

  /** An add whose earlier request got no answer: sent only if the cart, asked first, does not have it. */
  async function sendUnlessLanded(request: AddRequest, hashBefore: string): Promise<SentAdd> {
    const asked = await askAfterLostAdd(ports, hashBefore);
    return asked.kind === 'fallback' ? sendAdd(request) : asked;
  }

  const settleAdd = () => state.set({ addsPending: state.get().addsPending - 1 });

  return {
    async add(request) {
      events.adding(request.productId, asRecord(request.body), request.source);
      state.set({ addsPending: state.get().addsPending + 1 });
      const { lostBefore } = request;
      const run = () => (lostBefore === undefined ? sendAdd(request) : sendUnlessLanded(request, lostBefore));
      // The next add's request waits for this one's answer, not for its showing.
      const sent = addQueue.then(run, run);
      addQueue = sent;
      let outcome: SentAdd = await sent;
      if (outcome.kind === 'lost') {
        request.onAsking?.();
        outcome = await askAfterLostAdd(ports, outcome.hashBefore);
      }
      if (outcome.kind !== 'answer' && outcome.kind !== 'found') {
        settleAdd();
        return outcome;
      }
      const { fragments, cartHash } = outcome;
      const found = outcome;
      let open = true;
      const close = () => {
        const was = open;
        open = false;
        if (was) settleAdd();
        return was && !ports.isStopped();
      };
      return {
        kind: 'answer',
        fragments,
        cartHash,
        show(showAdded) {
          if (!close()) return;
          if (found.kind === 'found') {
            show({ source: 'refresh', fragments, cartHash });
            events.refreshed(cartHash);
          } else if (found.change.mayShow()) {
            show({ source: 'add', fragments, cartHash });
          }
          // WooCommerce's updateButton runs before the listeners of added_to_cart.
          showAdded?.();
          events.added(request.productId, fragments, cartHash, request.source);
          events.buttonUpdated(request.source);
        },
        drop: () => void close(),
      };
    },

    quantityEdits(create) {
      edits ??= create({ ports, ordering, show, refresh: () => void refresh() });
      return edits;
    },
    flushQuantities: (options) => edits?.flush(options?.keepalive ?? false),
    refresh,

    receive(update) {
      show(update);
      if (update.source === 'cache') events.loaded();
    },

    onShow(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
