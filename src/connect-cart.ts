import { createCartCore, type CartCore } from './cart/core';
import { cartCalls } from './api/cart';
import type { HttpClient } from './api/http';
import type { ShopConfig } from './config/read-config';
import type { ShopStore } from './store/types';
import { CART_HASH_COOKIE } from './config/constants';
import { cartEvents } from './events/cart-events';
import { getCookie } from './dom/cookies';
import { browserIsOffline } from './dom/online';
import { writeCache } from './dom/cart-cache';
import { now } from './lib/clock';

/** The cart core (src/cart) connected to this page: its calls, the store, the events, storage, time. */
export function connectCart(store: ShopStore, http: HttpClient, config: ShopConfig): CartCore {
  const cacheKeys = { fragmentName: config.fragments.fragment_name, cartHashKey: config.fragments.cart_hash_key };
  return createCartCore({
    calls: cartCalls(http, config.fragments.request_timeout, now),
    state: { get: () => store.getState().cart, set: (changes) => store.getState().cart.patch(changes) },
    events: cartEvents,
    // WooCommerce's session cache (SPEC §4 "Cart fragments"), for the next page view.
    persist: (update) => writeCache(cacheKeys, update.fragments, update.cartHash, now()),
    cookieHash: () => getCookie(CART_HASH_COOKIE) ?? '',
    isOffline: browserIsOffline,
    isStopped: http.isStopped,
  });
}
