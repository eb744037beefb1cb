import { cartApi } from '../../api/cart';
import type { FormBody } from '../../api/form';
import type { FailureReason } from '../../api/http';
import { CART_HASH_COOKIE, MINI_CART_QUANTITY_DEBOUNCE_MS } from '../../config/constants';
import { getCookie } from '../../dom/cookies';
import { debounce, now, type Debounced } from '../../lib/clock';
import { CART_EVENTS } from '../../events/names';
import { emit } from '../../events/bus';
import { writeCache, type CacheKeys } from './cart-cache';
import type { SliceCreator } from '../types';

export type CartChangeSource = 'add' | 'remove' | 'refresh' | 'cache' | 'quantity' | 'others';

/** One change of the cart as the page must show it. */
export interface CartUpdate {
  /** Increases with every update applied. */
  seq: number;
  source: CartChangeSource;
  fragments: Record<string, string>;
  cartHash: string;
  /** For a quantity change: the item whose row changed. */
  itemKey?: string;
  /** Whether the answer carried a cart_hash (then only the changed row and the total are replaced). */
  hasHash: boolean;
}

export type AddOutcome =
  | { kind: 'added'; fragments: Record<string, string>; cartHash: string }
  /** The server sent the shopper to the product page (error + product_url). */
  | { kind: 'redirect'; url: string }
  /** Failed, invalid or refused: the caller falls back to the plain link or form (see add-flow). */
  | { kind: 'failed'; reason: FailureReason; hashBefore: string };

export interface CartSlice {
  /** The fragments the page shows now (selector → HTML). */
  fragments: Record<string, string>;
  /** The cart hash of those fragments ('' for an empty cart). */
  cartHash: string;
  /** The last change applied, for the page to render. */
  lastUpdate: CartUpdate | null;
  /** Adds queued or running (they run one at a time). */
  addsPending: number;
  /** Mini-cart rows whose quantity is waiting to be saved or being saved. */
  savingKeys: string[];
  /** Mini-cart rows whose last quantity save failed (the typed value is kept). */
  failedKeys: string[];

  /** Queues an add_to_cart with the request body (button data or product form fields). */
  add(body: FormBody): Promise<AddOutcome>;
  /** Removes a line; 'fallback' means the caller must follow the remove link; 'stopped': the script was torn down. */
  remove(itemKey: string): Promise<'removed' | 'fallback' | 'stopped'>;
  /** Saves a mini-cart quantity 500 ms after the last edit of that row. */
  setQuantity(itemKey: string, quantity: number): void;
  /**
   * Sends the quantity edits still waiting for their 500 ms pause now (the panel is closing);
   * `keepalive` when the page may be going away (pagehide, a click that leaves), so the edit
   * outlives it.
   */
  flushQuantities(options?: { keepalive?: boolean }): void;
  /** get_refreshed_fragments; false when it failed (a fragments-error event is raised). */
  refresh(): Promise<boolean>;
  /** Takes fragments from the cache or from other code (WooCommerce's own scripts). */
  receive(update: Omit<CartUpdate, 'seq'>): void;
}

export const createCartSlice: SliceCreator<'cart'> = ({ get, set }, { http, config }) => {
  const cacheKeys: CacheKeys = { fragmentName: config.fragments.fragment_name, cartHashKey: config.fragments.cart_hash_key };
  let updateSeq = 0;
  /** Counts cart changes (add, remove, quantity) started, and those still waiting for an answer. */
  let changesStarted = 0;
  let changesInFlight = 0;
  /** The number of the newest change whose answer is on the page. */
  let newestApplied = 0;
  /** An answer was left out as out of date: refresh once the changes on their way are answered. */
  let refreshWhenSettled = false;
  let addQueue: Promise<unknown> = Promise.resolve();
  const quantitySavers = new Map<string, Debounced<[number]>>();
  const quantityRequests = new Map<string, AbortController>();

  function apply(update: Omit<CartUpdate, 'seq'>): void {
    const full = { ...update, seq: ++updateSeq };
    set({ fragments: full.fragments, cartHash: full.cartHash, lastUpdate: full });
    if (full.source !== 'cache') writeCache(cacheKeys, full.fragments, full.cartHash, now());
  }

  /**
   * Runs a cart change; its answer is the server's state after the change. Changes are numbered
   * as they start. An answer that arrives after that of a change started later may describe an
   * older cart (edit row A, then row B, B answers first: A's total misses B), so it is not
   * applied; once no change is on its way, one refresh brings the cart the server really has.
   * A refresh answer is dropped when a change started after it or is still running.
   */
  async function change<T>(run: () => Promise<T>): Promise<{ result: T; applyIfNewest(update: Omit<CartUpdate, 'seq'>): void }> {
    const number = ++changesStarted;
    changesInFlight++;
    try {
      const result = await run();
      return {
        result,
        applyIfNewest(update) {
          if (number < newestApplied) {
            refreshWhenSettled = true;
            settle();
            return;
          }
          newestApplied = number;
          apply(update);
        },
      };
    } finally {
      changesInFlight--;
      settle();
    }
  }

  function settle(): void {
    if (changesInFlight > 0 || !refreshWhenSettled) return;
    refreshWhenSettled = false;
    void get().refresh();
  }

  const without = (list: string[], key: string) => list.filter((k) => k !== key);

  /** Set while flushQuantities({ keepalive }) runs the pending saves. */
  let leaving = false;

  async function saveQuantity(itemKey: string, quantity: number): Promise<void> {
    quantityRequests.get(itemKey)?.abort();
    const controller = new AbortController();
    quantityRequests.set(itemKey, controller);
    const keepalive = leaving;
    const { result, applyIfNewest } = await change(() => cartApi.updateQuantity(http, itemKey, quantity, controller.signal, keepalive));
    // A newer edit of the same row was sent meanwhile: its answer is the one that counts.
    if (quantityRequests.get(itemKey) !== controller) return;
    quantityRequests.delete(itemKey);
    if (!result.ok && result.reason === 'aborted') return;
    set((cart) => ({ savingKeys: without(cart.savingKeys, itemKey) }));
    if (result.ok && 'fragments' in result.data) {
      set((cart) => ({ failedKeys: without(cart.failedKeys, itemKey) }));
      const cartHash = result.data.cart_hash ?? '';
      applyIfNewest({ source: 'quantity', fragments: result.data.fragments, cartHash, itemKey, hasHash: Boolean(cartHash) });
      emit('quantity_updated', { itemKey, quantity });
      return;
    }
    // Never act on an answer that does not validate: keep what the shopper typed, say so.
    set((cart) => ({ failedKeys: [...without(cart.failedKeys, itemKey), itemKey] }));
    if (result.ok) void get().refresh(); // {success:false}: the line is gone on the server
  }

  return {
    fragments: {},
    cartHash: '',
    lastUpdate: null,
    addsPending: 0,
    savingKeys: [],
    failedKeys: [],

    add(body) {
      set((cart) => ({ addsPending: cart.addsPending + 1 }));
      const run = async (): Promise<AddOutcome> => {
        // The cart this page last showed (else the cart-hash cookie), for checkAdd() if the answer is lost.
        const hashBefore = get().lastUpdate ? get().cartHash : (getCookie(CART_HASH_COOKIE) ?? '');
        const { result, applyIfNewest } = await change(() => cartApi.addToCart(http, body));
        set((cart) => ({ addsPending: cart.addsPending - 1 }));
        if (!result.ok) return { kind: 'failed', reason: result.reason, hashBefore };
        if ('error' in result.data) {
          const url = result.data.product_url;
          return typeof url === 'string' && url ? { kind: 'redirect', url } : { kind: 'failed', reason: 'invalid', hashBefore };
        }
        const cartHash = result.data.cart_hash ?? '';
        applyIfNewest({ source: 'add', fragments: result.data.fragments, cartHash, hasHash: Boolean(cartHash) });
        return { kind: 'added', fragments: result.data.fragments, cartHash };
      };
      const outcome = addQueue.then(run, run);
      addQueue = outcome;
      return outcome;
    },

    async remove(itemKey) {
      // An edit of this row still waiting or on its way would fail against a removed line.
      quantitySavers.get(itemKey)?.cancel();
      quantityRequests.get(itemKey)?.abort();
      quantityRequests.delete(itemKey);
      set((cart) => ({ savingKeys: without(cart.savingKeys, itemKey), failedKeys: without(cart.failedKeys, itemKey) }));
      const { result, applyIfNewest } = await change(() => cartApi.removeFromCart(http, itemKey));
      if (!result.ok && result.reason === 'aborted') return 'stopped';
      if (!result.ok || !('fragments' in result.data)) return 'fallback';
      const cartHash = result.data.cart_hash ?? '';
      applyIfNewest({ source: 'remove', fragments: result.data.fragments, cartHash, hasHash: Boolean(cartHash) });
      return 'removed';
    },

    setQuantity(itemKey, quantity) {
      let saver = quantitySavers.get(itemKey);
      if (!saver) {
        saver = debounce((qty: number) => void saveQuantity(itemKey, qty), MINI_CART_QUANTITY_DEBOUNCE_MS);
        quantitySavers.set(itemKey, saver);
      }
      set((cart) => ({ savingKeys: [...without(cart.savingKeys, itemKey), itemKey] }));
      saver(quantity);
    },

    flushQuantities(options) {
      leaving = options?.keepalive ?? false;
      try {
        quantitySavers.forEach((saver) => saver.flush());
      } finally {
        leaving = false;
      }
    },

    async refresh() {
      const changesBefore = changesStarted;
      const result = await cartApi.refreshFragments(http, config.fragments.request_timeout, now());
      if (!result.ok) {
        // Aborted: the script was stopped; nobody is left to tell.
        if (result.reason !== 'aborted') emit(CART_EVENTS.fragmentsAjaxError, { reason: result.reason });
        return false;
      }
      const cartHash = result.data.cart_hash ?? '';
      // The state this answer describes may predate a change made meanwhile: that change's answer wins.
      if (changesInFlight > 0 || changesStarted !== changesBefore) return true;
      apply({ source: 'refresh', fragments: result.data.fragments, cartHash, hasHash: Boolean(cartHash) });
      emit(CART_EVENTS.fragmentsRefreshed, { cartHash });
      return true;
    },

    receive(update) {
      apply(update);
    },
  };
};
