import { createCartCore, type CartCore } from './cart/core';
import { cartCalls } from './api/cart';
import type { HttpClient } from './api/http';
import type { ShopConfig } from './config/read-config';
import type { ShopStore } from './store/types';
import { CART_HASH_COOKIE } from './config/constants';
import { cartEvents } from './events/cart-events';
import { getCookie } from './dom/cookies';
import { browserIsOffline } from './dom/online';
import { writeCache, type CacheKeys } from './dom/cart-cache';
import { afterNextFrame } from './dom/after-frame';
import type { CartUpdate } from './cart/types';
import { now } from './lib/clock';

/** The cart core (src/cart) connected to this page: its calls, the store, the events, storage, time. */
export function connectCart(store: ShopStore, http: HttpClient, config: ShopConfig): CartCore {
  const cacheKeys = { fragmentName: config.fragments.fragment_name, cartHashKey: config.fragments.cart_hash_key };
  return createCartCore({
    calls: cartCalls(http, config.fragments.request_timeout, now),
    state: { get: () => store.getState().cart, set: (changes) => store.getState().cart.patch(changes) },
    events: cartEvents,
    persist: sessionCachePort(cacheKeys, http.isStopped),
    cookieHash: () => getCookie(CART_HASH_COOKIE) ?? '',
    isOffline: browserIsOffline,
    isStopped: http.isStopped,
  });
}

/**
 * The core's `persist` port: each change into WooCommerce's session cache (SPEC §4 "Cart
 * fragments"). An add's answer is written in a task after the frame that shows it: the shopper
 * waits for the header and the panel in that frame, not for the storage (JSON of the fragments
 * and four writes, ~1.5–2 ms at 4× CPU). Nothing reads the cache before the next page view; a
 * page that goes meanwhile writes it as it goes (pagehide), a stopped script never. A later
 * change replaces a write still waiting: the newest state is the one kept.
 */
export function sessionCachePort(keys: CacheKeys, isStopped: () => boolean): (update: CartUpdate, at?: number) => void {
  let waiting: { write(): void; cancel(): void } | undefined;

  const drop = () => {
    const pending = waiting;
    waiting = undefined;
    window.removeEventListener('pagehide', writeWaiting);
    pending?.cancel();
    return pending;
  };
  function writeWaiting(): void {
    const pending = drop();
    if (pending && !isStopped()) pending.write();
  }

  // `at`: the time of the change (tests give it).
  return (update, at = now()) => {
    const write = () => writeCache(keys, update.fragments, update.cartHash, at);
    drop();
    if (update.source !== 'add') return write();
    waiting = { write, cancel: afterNextFrame(writeWaiting) };
    window.addEventListener('pagehide', writeWaiting);
  };
}
