import type { CartEvents } from '../cart/types';

/**
 * Events: WooCommerce's cart event names, the bridge to jQuery's handlers, the bus that fires
 * and hears them (ours on document, WooCommerce's on body), and the cart's and the panel's own.
 */

/** The cart events of WooCommerce (HOOKS.md), fired on document.body. */
export const CART_EVENTS = {
  addingToCart: 'adding_to_cart',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
  /** Fired by others to ask for a fragment refresh. */
  fragmentRefresh: 'wc_fragment_refresh',
  updatedWcDiv: 'updated_wc_div',
  shouldSendAddToCart: 'should_send_ajax_request.adding_to_cart',
  addToCartNotSent: 'ajax_request_not_sent.adding_to_cart',
} as const;

/**
 * The native events of block-based WooCommerce parts, on document.body: `wc-blocks_` + the name
 * of their twin among CART_EVENTS.
 */
export const BLOCKS_PREFIX = 'wc-blocks_';
export const BLOCKS_TWINNED: readonly string[] = [CART_EVENTS.addingToCart, CART_EVENTS.addedToCart, CART_EVENTS.removedFromCart];

/** Our own DOM CustomEvents are `shop-widgets:<name>` on document (docs/events.md). */
export const EVENT_PREFIX = 'shop-widgets:';

export type ShopEventName = (typeof CART_EVENTS)[keyof typeof CART_EVENTS] | 'cart_panel_opened' | 'cart_panel_closed' | 'quantity_updated' | (string & {});

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

const $ = (source: unknown) => wrapForJQuery(source instanceof Element ? source : null);

/**
 * Every cart event leaves from this module, each in every dialect (bus.ts) with WooCommerce's
 * jQuery arguments. The cart core (src/cart) fires them as the cart changes; widgets never emit
 * cart events themselves.
 */
export const cartEvents: CartEvents = {
  adding: (productId, data, source) => emit(CART_EVENTS.addingToCart, { productId, data }, [$(source), data]),
  added: (productId, fragments, cartHash, source) => emit(CART_EVENTS.addedToCart, { productId, fragments, cartHash }, [fragments, cartHash, $(source)]),
  buttonUpdated: (source) => emit(CART_EVENTS.cartButtonUpdated, {}, [$(source)]),
  removed: (cartItemKey, fragments, cartHash, source) =>
    emit(CART_EVENTS.removedFromCart, { cartItemKey, fragments, cartHash }, [fragments, cartHash, $(source)]),
  loaded: () => emit(CART_EVENTS.fragmentsLoaded),
  refreshed: (cartHash) => emit(CART_EVENTS.fragmentsRefreshed, { cartHash }),
  refreshFailed: (reason) => emit(CART_EVENTS.fragmentsAjaxError, { reason }),
  quantitySaved: (itemKey, quantity) => emit('quantity_updated', { itemKey, quantity }),
};

/**
 * WooCommerce's cancel contract (add-to-cart.js), asked before an add is sent: a
 * `should_send_ajax_request.adding_to_cart` handler that returns false cancels the AJAX add, and
 * `ajax_request_not_sent.adding_to_cart` follows with WooCommerce's arguments
 * `(false, false, $button)` (fragments, cart_hash, button).
 */
export function othersLetAddBeSent(source: Element): boolean {
  const $button = wrapForJQuery(source);
  if (askShouldSend(CART_EVENTS.shouldSendAddToCart, [$button])) return true;
  triggerOnBody(CART_EVENTS.addToCartNotSent, [false, false, $button]);
  return false;
}

/** The sliding cart panel opened / closed (our own events, docs/events.md). */
export const cartPanelEvents = {
  opened: () => emit('cart_panel_opened'),
  closed: () => emit('cart_panel_closed'),
};
