import { BLOCKS_PREFIX, BLOCKS_TWINNED, EVENT_PREFIX, type ShopEventName } from './names';
import { isOwnTrigger, onBodyFromOthers, triggerOnBody } from './jquery-bridge';

/** The twin of a WooCommerce event in the block family, where it has one. */
const twinOf = (name: string) => (BLOCKS_TWINNED.includes(name) ? BLOCKS_PREFIX + name : undefined);

let emittingBlocksEvent = false;

/**
 * Fires one event in every dialect: our DOM CustomEvent `shop-widgets:<name>` on document,
 * the jQuery event on document.body (when jQuery is on the page) with `jqueryArgs` after the
 * event, as WooCommerce passes them, and the wc-blocks_* twin where there is one.
 */
export function emit(name: ShopEventName, detail: Record<string, unknown> = {}, jqueryArgs: unknown[] = []): void {
  document.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail }));
  triggerOnBody(name, jqueryArgs);
  const twin = twinOf(name);
  if (twin) {
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
  const twin = twinOf(name);
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
