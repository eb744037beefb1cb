/**
 * All jQuery interop lives here. Other plugins listen to (and fire) WooCommerce's jQuery events
 * on document.body; when jQuery is on the page we speak that dialect too, with the same
 * arguments WooCommerce passes.
 */
export interface JQueryEventLike {
  type: string;
  isDefaultPrevented?: () => boolean;
}
interface JQueryObject {
  trigger(name: string, args?: unknown[]): JQueryObject;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: JQueryEventLike, ...args: unknown[]) => unknown): JQueryObject;
  off(name: string, handler: (event: JQueryEventLike, ...args: unknown[]) => unknown): JQueryObject;
}
type JQueryStatic = (target: unknown) => JQueryObject;

export function getJQuery(): JQueryStatic | undefined {
  const jq = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof jq === 'function' ? (jq as JQueryStatic) : undefined;
}

/** Wraps a DOM element for jQuery event arguments ($button); the element itself without jQuery. */
export function wrapForJQuery(el: Element | null | undefined): unknown {
  const $ = getJQuery();
  return el && $ ? $(el) : el;
}

/** Events we trigger ourselves, so our own jQuery listeners can tell them from others'. */
let ownTriggerDepth = 0;
export const isOwnTrigger = (): boolean => ownTriggerDepth > 0;

export function triggerOnBody(name: string, args: unknown[] = []): void {
  const $ = getJQuery();
  if (!$) return;
  ownTriggerDepth++;
  try {
    $(document.body).trigger(name, args);
  } finally {
    ownTriggerDepth--;
  }
}

/**
 * Asks the page's handlers whether an AJAX add may be sent
 * (`should_send_ajax_request.adding_to_cart`, a handler returning false cancels).
 */
export function askShouldSend(name: string, args: unknown[]): boolean {
  const $ = getJQuery();
  if (!$) return true;
  return $(document.body).triggerHandler(name, args) !== false;
}

/** Our own jQuery listeners on body, so the page's can be told from ours (`othersListenOnBody`). */
const ownListeners = new WeakSet<object>();

/** Listens to a jQuery event on body that someone else fired; returns the unsubscribe. */
export function onBodyFromOthers(name: string, handler: (...args: unknown[]) => void): () => void {
  const $ = getJQuery();
  if (!$) return () => {};
  const listener = (_event: JQueryEventLike, ...args: unknown[]) => {
    if (!isOwnTrigger()) handler(...args);
  };
  ownListeners.add(listener);
  $(document.body).on(name, listener);
  return () => $(document.body).off(name, listener);
}

type JQueryWithData = JQueryStatic & { _data?: (el: Element, key: 'events') => Record<string, { handler?: unknown }[]> | undefined };

/**
 * Whether code other than ours handles a jQuery event on body (its handlers, read through
 * jQuery's own `_data`, the store `.on()` writes to since jQuery 1.x); false without jQuery.
 */
export function othersListenOnBody(name: string): boolean {
  const $ = getJQuery() as JQueryWithData | undefined;
  const handlers = $?._data?.(document.body, 'events')?.[name] ?? [];
  return handlers.some(({ handler }) => typeof handler === 'function' && !ownListeners.has(handler));
}
