import type { SliceCreator } from '../store/types';
import { askAfterLostAdd } from './lost-add';
import type { AddResult, AddRequest, CartPorts, CartUpdate, CoreParts, QuantityEdits, SentAdd } from './types';

/**
 * The cart core, DOM-free (ctx.cart): its state in the store, the order of its answers, and
 * every change (add, refresh, cache) driven through injected ports (src/connect-cart.ts).
 */

/**
 * Out-of-order answers. Every cart change (add, remove, quantity) answers with the whole cart as
 * the server has it after that change. Changes are numbered as they start; an answer that
 * arrives after the answer of a change started later may describe an older cart (edit row A,
 * then row B, B answers first: A's total misses B), so it is not shown. Once no change is on
 * its way any more, ONE refresh brings the cart the server really has. A refresh's own answer
 * is shown only when no change started meanwhile and none is on its way.
 */
export interface Ordering {
  /** A change starts: call `answered()` when its answer is in, then `mayShow()` before showing it. */
  begin(): Change;
  /** A refresh starts: whether its answer may still be shown when it comes back. */
  refreshStarted(): () => boolean;
}

export interface Change {
  answered(): void;
  /** True when no later change has been shown; false marks a refresh due once all are answered. */
  mayShow(): boolean;
  /** Whether it would still show (only asks: a change shown early in part, the header's count). */
  isNewest(): boolean;
}

export function createOrdering(refresh: () => void): Ordering {
  let started = 0;
  let onTheirWay = 0;
  let newestShown = 0;
  let refreshDue = false;

  const settle = () => {
    if (onTheirWay > 0 || !refreshDue) return;
    refreshDue = false;
    refresh();
  };

  return {
    begin() {
      const number = ++started;
      onTheirWay++;
      let answered = false;
      return {
        answered() {
          if (answered) return;
          answered = true;
          onTheirWay--;
          settle();
        },
        mayShow() {
          if (number < newestShown) {
            refreshDue = true;
            settle();
            return false;
          }
          newestShown = number;
          return true;
        },
        isNewest: () => number >= newestShown,
      };
    },
    refreshStarted() {
      const before = started;
      return () => onTheirWay === 0 && started === before;
    },
  };
}

/**
 * The cart as the page shows it. State only: src/cart (the cart core) is the one writer, through
 * `patch`; widgets and renderers read it and subscribe to it.
 */
export interface CartState {
  /** The fragments the page shows now (selector → HTML). */
  fragments: Record<string, string>;
  /** The cart hash of those fragments ('' for an empty cart). */
  cartHash: string;
  /** Whether this page has shown a cart yet (else the cart-hash cookie is the cart before a change). */
  shown: boolean;
  /** Adds queued or running (they run one at a time). */
  addsPending: number;
  /** Mini-cart rows whose quantity is waiting to be saved or being saved. */
  savingKeys: string[];
  /** Mini-cart rows whose last quantity save failed (rolled back to the last confirmed quantity). */
  failedKeys: string[];
}

export interface CartSlice extends CartState {
  /** The core's one setter. */
  patch(changes: Partial<CartState>): void;
}

export const createCartSlice: SliceCreator<'cart'> = ({ set }) => ({
  fragments: {},
  cartHash: '',
  shown: false,
  addsPending: 0,
  savingKeys: [],
  failedKeys: [],
  patch: (changes) => set(changes),
});

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
