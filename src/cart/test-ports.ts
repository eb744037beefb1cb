import type { ApiResult } from '../api/http';
import type { CartState } from './core';
import type { EditCalls } from '../api/cart-edits';
import type { EditPorts } from './quantity-edits';
import type { CartCalls, CartEvents, CartPorts, CartUpdate } from './types';

/** A hand-driven clock: `advance(ms)` runs what is due, in order. */
export function manualClock() {
  let time = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => time,
    after(ms: number, run: () => void) {
      const id = nextId++;
      timers.set(id, { at: time + ms, run });
      return () => void timers.delete(id);
    },
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].run();
      }
      time = end;
    },
  };
}

/** A call whose answer the test gives when it wants: `answer(result)`. */
export interface PendingCall<T> {
  args: unknown[];
  answer(result: ApiResult<T>): void;
  signal?: AbortSignal;
  keepalive?: boolean;
}

type CallName = keyof CartCalls | keyof EditCalls;

/** Ports for the core with every call held until the test answers it; events and shows recorded. */
export function testPorts(state: Partial<CartState> = {}) {
  const calls: Record<CallName, PendingCall<never>[]> = { addToCart: [], removeFromCart: [], updateQuantity: [], refreshFragments: [] };
  const hold =
    (name: CallName) =>
    (...args: unknown[]) =>
      new Promise<ApiResult<never>>((resolve) => {
        const options = args[2] as { signal?: AbortSignal; keepalive?: boolean } | undefined;
        calls[name].push({ args, answer: resolve, signal: options?.signal, keepalive: options?.keepalive });
      });
  let current: CartState = { fragments: {}, cartHash: '', shown: false, addsPending: 0, savingKeys: [], failedKeys: [], ...state };
  const events: [keyof CartEvents, ...unknown[]][] = [];
  const record =
    (name: keyof CartEvents) =>
    (...args: unknown[]) =>
      void events.push([name, ...args]);
  const persisted: CartUpdate[] = [];
  const clock = manualClock();
  const ports: CartPorts = {
    calls: {
      addToCart: hold('addToCart'),
      refreshFragments: hold('refreshFragments'),
    },
    state: {
      get: () => current,
      set: (patch) => {
        current = { ...current, ...patch };
      },
    },
    events: {
      adding: record('adding'),
      added: record('added'),
      buttonUpdated: record('buttonUpdated'),
      removed: record('removed'),
      loaded: record('loaded'),
      refreshed: record('refreshed'),
      refreshFailed: record('refreshFailed'),
      quantitySaved: record('quantitySaved'),
    },
    persist: (update) => void persisted.push(update),
    cookieHash: () => 'cookie-hash',
    isOffline: () => false,
    isStopped: () => false,
  };
  /** The mini-cart's calls and timers (quantity-edits.ts gets them from its own code). */
  const editCalls: EditCalls = { removeFromCart: hold('removeFromCart'), updateQuantity: hold('updateQuantity') };
  /** The connection as the tests set it: `goOffline()`, `goOnline()` (runs what waits for it). */
  const network = { offline: false, waiting: new Set<() => void>() };
  const connection = {
    goOffline() {
      network.offline = true;
    },
    goOnline() {
      network.offline = false;
      const due = [...network.waiting];
      network.waiting.clear();
      due.forEach((run) => run());
    },
    /** How many wait for the connection now. */
    waiting: () => network.waiting.size,
  };
  ports.isOffline = () => network.offline;
  const whenOnline = (run: () => void) => {
    const once = () => run();
    network.waiting.add(once);
    return () => void network.waiting.delete(once);
  };
  const editPorts: EditPorts = { calls: editCalls, clock, pauseMs: 500, whenOnline };
  return { ports, editPorts, calls, events, persisted, clock, connection, state: () => current };
}

/** The answer of a cart call: a mini-cart and a total that name the cart. */
export const cartAnswer = (name: string, hash = `hash-${name}`) => ({
  ok: true as const,
  data: { fragments: { 'div.widget_shopping_cart_content': `<div>${name}</div>` }, cart_hash: hash } as never,
});

/** Lets the promise callbacks run (the calls are answered in microtasks). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
