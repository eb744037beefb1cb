import type { Ordering } from './ordering';
import type { CartPorts, CartUpdate } from './types';

/**
 * Mini-cart quantity edits (SPEC §4 "Mini-cart quantity"), optimistic per row:
 * - at the edit the row is marked saving at once (the field keeps what was typed), and the
 *   edit waits for a 500 ms pause of that row; a newer edit of the row restarts the pause;
 * - after the pause it is sent; a newer save of the same row aborts the older request;
 * - the answer commits: the server's cart is shown (unless a later change was shown first);
 * - a failure rolls the row back out of its saving state and marks it failed, keeping the
 *   typed value (nothing the shopper typed is lost); `{success: false}` (the line is gone on the
 *   server) brings the server's cart with a refresh.
 * The cart the page shows only ever comes from an answer: fragments are the server's HTML.
 */
export interface QuantityEdits {
  edit(itemKey: string, quantity: number): void;
  /** Sends the edits still in their pause now; `keepalive` when the page may be going away. */
  flush(keepalive: boolean): void;
  /** Forgets the row's edit, waiting or on its way (the row is being removed). */
  drop(itemKey: string): void;
}

interface Row {
  quantity?: number;
  cancelPause?: () => void;
  request?: AbortController;
}

const without = (list: string[], key: string) => list.filter((k) => k !== key);

export function createQuantityEdits(ports: CartPorts, ordering: Ordering, show: (update: CartUpdate) => void, refresh: () => void): QuantityEdits {
  const { state, calls, clock, events } = ports;
  const rows = new Map<string, Row>();
  const row = (key: string): Row => rows.get(key) ?? rows.set(key, {}).get(key)!;
  const mark = (key: string, saving: boolean, failed: boolean) => {
    const { savingKeys, failedKeys } = state.get();
    state.set({
      savingKeys: saving ? [...without(savingKeys, key), key] : without(savingKeys, key),
      failedKeys: failed ? [...without(failedKeys, key), key] : without(failedKeys, key),
    });
  };

  async function save(itemKey: string, keepalive: boolean): Promise<void> {
    const current = row(itemKey);
    const quantity = current.quantity!;
    current.quantity = undefined;
    current.cancelPause = undefined;
    current.request?.abort();
    const request = new AbortController();
    current.request = request;
    const change = ordering.begin();
    const result = await calls.updateQuantity(itemKey, quantity, { signal: request.signal, keepalive });
    change.answered();
    // A newer save of the same row was sent meanwhile (or the row was dropped): its answer counts.
    if (rows.get(itemKey)?.request !== request) return;
    current.request = undefined;
    if (!result.ok && result.reason === 'aborted') return;
    if (result.ok && 'fragments' in result.data) {
      mark(itemKey, false, false);
      const cartHash = result.data.cart_hash ?? '';
      if (change.mayShow()) show({ source: 'quantity', fragments: result.data.fragments, cartHash, itemKey, hasHash: Boolean(cartHash) });
      events.quantitySaved(itemKey, quantity);
      return;
    }
    // Never act on an answer that does not validate: keep what the shopper typed, say so.
    mark(itemKey, false, true);
    if (result.ok) refresh();
  }

  return {
    edit(itemKey, quantity) {
      const current = row(itemKey);
      current.cancelPause?.();
      current.quantity = quantity;
      current.cancelPause = clock.after(ports.quantityPauseMs, () => void save(itemKey, false));
      // A new edit starts clean: a failure of the earlier one is no longer what the field shows.
      mark(itemKey, true, false);
    },
    flush(keepalive) {
      for (const [itemKey, current] of rows) {
        if (current.quantity === undefined) continue;
        current.cancelPause?.();
        void save(itemKey, keepalive);
      }
    },
    drop(itemKey) {
      const current = rows.get(itemKey);
      current?.cancelPause?.();
      current?.request?.abort();
      rows.delete(itemKey);
      mark(itemKey, false, false);
    },
  };
}
