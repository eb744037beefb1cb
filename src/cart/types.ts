import type { FailureReason, FormBody } from '../api/http';
import type { CartCalls } from '../connect-cart';

export type { CartCalls } from '../connect-cart';
import type { CartState, Change, Ordering } from './core';

export type { CartState } from './core';

/** Where a cart change came from. */
export type CartChangeSource = 'add' | 'remove' | 'refresh' | 'cache' | 'quantity' | 'others';

/** One change of the cart as the page must show it (handed to the renderer, never stored). */
export interface CartUpdate {
  source: CartChangeSource;
  /** Selector → HTML, as WooCommerce's fragments. */
  fragments: Record<string, string>;
  cartHash: string;
  /** For a quantity change: the row that changed (when the answer carried a cart hash, only that row and the total are replaced). */
  itemKey?: string;
}

/**
 * The cart events other code listens to (WooCommerce's, docs/events.md). `source` is the
 * element the shopper used (the `$button` of the jQuery arguments); the core only passes it on.
 */
export interface CartEvents {
  adding(productId: string, data: Record<string, unknown>, source: unknown): void;
  added(productId: string, fragments: Record<string, string>, cartHash: string, source: unknown): void;
  buttonUpdated(source: unknown): void;
  removed(itemKey: string, fragments: Record<string, string>, cartHash: string, source: unknown): void;
  loaded(): void;
  refreshed(cartHash: string): void;
  refreshFailed(reason: FailureReason): void;
  quantitySaved(itemKey: string, quantity: number): void;
}

/** Everything the core does to the world goes through these. */
export interface CartPorts {
  calls: CartCalls;
  state: { get(): CartState; set(patch: Partial<CartState>): void };
  events: CartEvents;
  /** Keeps a change for the next page view (WooCommerce's session cache). */
  persist(update: CartUpdate): void;
  /** The cart-hash cookie (the cart before this page changed it). */
  cookieHash(): string;
  /** Only when the browser says for sure it is offline. */
  isOffline(): boolean;
  /** The script was stopped: nothing more is shown. */
  isStopped(): boolean;
}

export interface AddRequest {
  body: FormBody;
  productId: string;
  /** The button or form control the shopper used (for the events' `$button`). */
  source: unknown;
  /** The answer was lost on the network: the cart is being asked whether the add landed. */
  onAsking?(): void;
  /**
   * An earlier request of this same add got no answer (it waited for the connection since):
   * the cart's hash before it. The cart is asked first (lost-add.ts); the add is sent only if
   * the cart does not have it.
   */
  lostBefore?: string;
}

/** What an add came to: its answer, for the caller to show, or why there is none. */
export type AddResult =
  | {
      kind: 'answer';
      fragments: Record<string, string>;
      cartHash: string;
      /**
       * Shows the answer, all in this task: its fragments (unless a change started later was
       * shown first, ordering.ts), then `showAdded` (the button's added state), then
       * `added_to_cart` and `wc_cart_button_updated`. Nothing once the script has stopped.
       */
      show(showAdded?: () => void): void;
      /** The answer will not be shown here (its drawing code could not load): no longer pending. */
      drop(): void;
    }
  /** The server sent the shopper to the product page (error + product_url). */
  | { kind: 'redirect'; url: string }
  /** Nothing was added: the caller falls back to the plain link or form. */
  | { kind: 'fallback' }
  /**
   * No network: nothing could be sent or confirmed. `lostBefore`: a request left and its answer
   * was lost, so the add may have landed (the cart's hash before it, for `AddRequest.lostBefore`).
   */
  | { kind: 'offline'; lostBefore?: string }
  /** The script was torn down meanwhile. */
  | { kind: 'stopped' };

/** What an add's request brought (core.ts, lost-add.ts). */
export type SentAdd =
  | { kind: 'answer'; fragments: Record<string, string>; cartHash: string; change: Change }
  /** No answer came (network, time-out): the cart is asked whether the add landed (lost-add.ts). */
  | { kind: 'lost'; hashBefore: string }
  /** The answer was lost, and the cart asked since has the add (lost-add.ts). */
  | { kind: 'found'; fragments: Record<string, string>; cartHash: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'fallback' }
  | { kind: 'offline'; lostBefore?: string }
  | { kind: 'stopped' };

export type RemoveOutcome = 'removed' | 'fallback' | 'stopped';

/** What code loaded later needs from the core to act on the cart (the mini-cart's edits, quantity-edits.ts). */
export interface CoreParts {
  ports: CartPorts;
  ordering: Ordering;
  /** Shows a change (store, renderer, session cache). */
  show(update: CartUpdate): void;
  /** get_refreshed_fragments. */
  refresh(): void;
}

/** The mini-cart's quantity edits and removals (quantity-edits.ts), connected to the core when their code loads. */
export interface QuantityEdits {
  edit(itemKey: string, quantity: number): void;
  /** Sends the edits still in their pause now; `keepalive` when the page may be going away. */
  flush(keepalive: boolean): void;
  /**
   * remove_from_cart; the row's edit, waiting or on its way, is forgotten first (it would fail
   * against a removed line). 'fallback': the caller follows the remove link.
   */
  remove(itemKey: string, source: unknown): Promise<RemoveOutcome>;
}
