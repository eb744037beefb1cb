import type { FailureReason } from '../api/http';
import type { EditCalls } from '../api/cart-edits';
import type { Change } from './core';
import type { CartUpdate, CoreParts, QuantityEdits } from './types';

/**
 * Why a row's edit could not be saved: the call's failure, or the line is gone on the server;
 * 'offline': not yet — it waits for the connection and is sent when it is back.
 */
export type EditFailure = FailureReason | 'gone' | 'offline';

/**
 * How the page shows a mini-cart row, injected (the DOM side is widgets/cart/row-view.ts;
 * the tests give a fake). `S` is whatever a snapshot holds: the core keeps it and hands it back.
 */
export interface RowView<S> {
  /** The row as the server last confirmed it — its quantity and the totals it shows. */
  snapshot(itemKey: string): S;
  /** Shows the edited quantity at once (optimistic) and the row as saving. */
  showEdit(itemKey: string, quantity: number): void;
  /** The row's edits are settled: it is no longer saving. */
  settle(itemKey: string): void;
  /** Every save of the row failed: the snapshot goes back on the page. */
  restore(itemKey: string, snapshot: S): void;
  /** Tells the shopper the row's last edit was not saved (the reason picks SPEC §8's message). */
  tellFailed(itemKey: string, reason: EditFailure): void;
}

/** Time, injected so tests drive it (DESIGN §7). */
export interface Clock {
  /** Runs `run` after `ms`; returns the cancel. */
  after(ms: number, run: () => void): () => void;
}

/** What the edits do to the world beyond the core's parts, from the mini-cart's code. */
export interface EditPorts {
  calls: EditCalls;
  clock: Clock;
  /** The pause after the last quantity edit of a row before it is sent (SPEC: 500 ms). */
  pauseMs: number;
  /** Runs `run` once when the browser is online again; returns the cancel. */
  whenOnline(run: () => void): () => void;
}

interface Save {
  quantity: number;
  change: Change;
  request: AbortController;
  outcome?: { update: CartUpdate } | { failure: EditFailure };
}

/** One row's edits from its first edit until every one is answered (a cycle). */
interface Row<S> {
  snapshot: S;
  /** The quantity in its 500 ms pause (or waiting for the connection), not sent yet. */
  waiting?: number;
  /** Cancels the pause, or the wait for the connection. */
  cancelPause?: () => void;
  /** Sent in this cycle, oldest first; none is aborted by a newer one. */
  saves: Save[];
}

const without = (list: string[], key: string) => list.filter((k) => k !== key);

/**
 * Mini-cart quantity edits and removals (SPEC §4 "Mini-cart quantity"), optimistic, with snapshot and
 * rollback — WooCommerce's mutation-batcher, per row:
 * - the first edit of a row that has nothing waiting or on its way takes ONE snapshot of the row
 *   as the server confirmed it; every edit shows its quantity at once and waits for a 500 ms
 *   pause of that row (a newer edit of the row restarts the pause);
 * - after the pause it is sent; an edit made while an earlier one is on its way waits its own
 *   pause and is sent too — nothing the shopper did later is thrown away;
 * - once the row has nothing waiting and nothing on its way, it reconciles: the last save sent
 *   succeeded → the server's cart is shown; it failed but an earlier one of the cycle succeeded →
 *   that answer (the last confirmed cart) is shown; every save failed → the snapshot goes back;
 *   the line is gone on the server (`{success: false}`) → the server's cart comes with a refresh.
 *   After a failure the shopper is told.
 * Out-of-order answers across rows go through `ordering` as every cart change does. Loaded
 * with the mini-cart's code (its calls and timers too: `EditPorts`), not at start.
 */
export function createQuantityEdits<S>(
  { ports, ordering, show, refresh }: CoreParts,
  view: RowView<S>,
  { calls, clock, pauseMs, whenOnline }: EditPorts,
): QuantityEdits {
  const { state, events } = ports;
  const rows = new Map<string, Row<S>>();
  /** The saved quantity of each row whose answer is being drawn, for that moment only. */
  const drawing = new Map<string, number>();
  const mark = (key: string, saving: boolean, failed: boolean) => {
    const { savingKeys, failedKeys } = state.get();
    state.set({
      savingKeys: saving ? [...without(savingKeys, key), key] : without(savingKeys, key),
      failedKeys: failed ? [...without(failedKeys, key), key] : without(failedKeys, key),
    });
  };

  function showSaved(key: string, save: Save & { outcome: { update: CartUpdate } }): void {
    // An answer older than a change shown since is not shown: ordering brings a refresh instead.
    if (save.change.mayShow()) show(save.outcome.update);
    events.quantitySaved(key, save.quantity);
  }

  function reconcile(key: string, row: Row<S>): void {
    if (row.waiting !== undefined || row.saves.some((save) => !save.outcome)) return;
    rows.delete(key);
    const saved = row.saves.filter((save): save is Save & { outcome: { update: CartUpdate } } => Boolean(save.outcome && 'update' in save.outcome));
    const last = row.saves.at(-1)!;
    if (saved.at(-1) === last) {
      mark(key, false, false);
      drawing.set(key, last.quantity);
      showSaved(key, saved.at(-1)!);
      drawing.delete(key);
      view.settle(key);
      return;
    }
    const reason = (last.outcome as { failure: EditFailure }).failure;
    mark(key, false, true);
    if (reason === 'gone') refresh();
    else if (saved.length) showSaved(key, saved.at(-1)!);
    else view.restore(key, row.snapshot);
    view.settle(key);
    view.tellFailed(key, reason);
  }

  /**
   * Offline, the row's last quantity waits for the connection (still shown, not saving), the
   * shopper is told, and it is sent once the browser is online: setting a quantity twice is
   * harmless, so no check comes first.
   */
  function waitForConnection(key: string, row: Row<S>): void {
    row.cancelPause = whenOnline(() => {
      view.showEdit(key, row.waiting!);
      mark(key, true, false);
      void send(key, row, false);
    });
    mark(key, false, true);
    view.settle(key);
    view.tellFailed(key, 'offline');
  }

  async function send(key: string, row: Row<S>, keepalive: boolean): Promise<void> {
    // A page that is going away sends what it can; else nothing leaves while the browser says offline.
    if (!keepalive && ports.isOffline()) return waitForConnection(key, row);
    const save: Save = { quantity: row.waiting!, change: ordering.begin(), request: new AbortController() };
    row.waiting = undefined;
    row.cancelPause = undefined;
    row.saves.push(save);
    const result = await calls.updateQuantity(key, save.quantity, { signal: save.request.signal, keepalive });
    save.change.answered();
    // The row was removed meanwhile (its saves aborted), or the script stopped: nobody to tell.
    if (rows.get(key) !== row || (!result.ok && result.reason === 'aborted')) return;
    if (!result.ok && ports.isOffline()) {
      // No answer because the connection went: the quantity waits for it (unless a newer edit does).
      row.saves.splice(row.saves.indexOf(save), 1);
      if (row.waiting === undefined) {
        row.waiting = save.quantity;
        waitForConnection(key, row);
      }
      return;
    }
    if (result.ok && 'fragments' in result.data) {
      const cartHash = result.data.cart_hash;
      save.outcome = { update: { source: 'quantity', fragments: result.data.fragments, cartHash, itemKey: key } };
    } else {
      // Never act on an answer that does not validate; `{success: false}`: the line is gone.
      save.outcome = { failure: result.ok ? 'gone' : result.reason };
    }
    reconcile(key, row);
  }

  return {
    edit(key, quantity) {
      let row = rows.get(key);
      // Nothing new: the quantity on its way with nothing newer waiting, or the one whose answer
      // is being drawn. A field's `change` follows its `input` when it loses focus, and drawing
      // the answer takes the focused field off the page: it would send the same quantity again.
      const last = row?.saves.at(-1);
      if (row ? row.waiting === undefined && last?.quantity === quantity && !last.outcome : drawing.get(key) === quantity) return;
      if (!row) {
        row = { snapshot: view.snapshot(key), saves: [] };
        rows.set(key, row);
      }
      const current = row;
      current.cancelPause?.();
      current.waiting = quantity;
      current.cancelPause = clock.after(pauseMs, () => void send(key, current, false));
      // A new edit starts clean: a failure of an earlier one is no longer what the row shows.
      mark(key, true, false);
      view.showEdit(key, quantity);
    },
    flush(keepalive) {
      for (const [key, row] of rows) {
        if (row.waiting === undefined) continue;
        row.cancelPause?.();
        void send(key, row, keepalive);
      }
    },
    async remove(key, source) {
      // An edit of this row still waiting or on its way would fail against a removed line.
      const row = rows.get(key);
      row?.cancelPause?.();
      row?.saves.forEach((save) => save.request.abort());
      rows.delete(key);
      mark(key, false, false);
      const change = ordering.begin();
      const result = await calls.removeFromCart(key);
      change.answered();
      if (!result.ok && result.reason === 'aborted') return 'stopped';
      if (!result.ok || !('fragments' in result.data)) return 'fallback';
      const cartHash = result.data.cart_hash;
      if (change.mayShow()) show({ source: 'remove', fragments: result.data.fragments, cartHash });
      const now = state.get();
      events.removed(key, now.fragments, now.cartHash, source);
      return 'removed';
    },
  };
}
