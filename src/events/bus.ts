import { BLOCKS_EVENTS, CART_EVENTS, EVENT_PREFIX, type ShopEventName } from './names';
import { isOwnTrigger, onBodyFromOthers, triggerOnBody } from './jquery-bridge';

/** Which WooCommerce event has a twin in the block family. */
const BLOCKS_TWIN: Partial<Record<string, string>> = {
  [CART_EVENTS.addingToCart]: BLOCKS_EVENTS.addingToCart,
  [CART_EVENTS.addedToCart]: BLOCKS_EVENTS.addedToCart,
  [CART_EVENTS.removedFromCart]: BLOCKS_EVENTS.removedFromCart,
};

let emittingBlocksEvent = false;

export interface EmitOptions {
  /** The arguments jQuery listeners receive after the event, as WooCommerce passes them. */
  jqueryArgs?: unknown[];
  /** Also fire the wc-blocks_* twin (default: true when there is one). */
  blocks?: boolean;
}

/**
 * Fires one event in every dialect: our DOM CustomEvent `shop-widgets:<name>` on document,
 * the jQuery event on document.body (when jQuery is on the page) and the wc-blocks_* twin.
 */
export function emit(name: ShopEventName, detail: Record<string, unknown> = {}, options: EmitOptions = {}): void {
  document.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail }));
  triggerOnBody(name, options.jqueryArgs ?? []);
  const twin = BLOCKS_TWIN[name];
  if (twin && options.blocks !== false) {
    emittingBlocksEvent = true;
    try {
      document.body.dispatchEvent(new CustomEvent(twin, { bubbles: true, cancelable: true, detail }));
    } finally {
      emittingBlocksEvent = false;
    }
  }
}

/** Public subscription (window.ShopWidgets.on): returns the unsubscribe. */
export function on(name: ShopEventName, handler: (detail: Record<string, unknown>) => void): () => void {
  const listener = (event: Event) => handler(((event as CustomEvent).detail ?? {}) as Record<string, unknown>);
  document.addEventListener(EVENT_PREFIX + name, listener);
  return () => document.removeEventListener(EVENT_PREFIX + name, listener);
}

/**
 * Listens to an event that other code fires, in both families: the jQuery event on body and,
 * when it has one, its wc-blocks_* twin. Our own emits are ignored.
 */
export function onFromOthers(name: string, handler: (args: unknown[]) => void): () => void {
  const offJq = onBodyFromOthers(name, (...args) => handler(args));
  const twin = BLOCKS_TWIN[name];
  if (!twin) return offJq;
  const listener = (event: Event) => {
    if (!emittingBlocksEvent && !isOwnTrigger()) handler([(event as CustomEvent).detail]);
  };
  document.body.addEventListener(twin, listener);
  return () => {
    offJq();
    document.body.removeEventListener(twin, listener);
  };
}
