import { createCartCore, type CartCore } from './cart/core';
import { cartCalls } from './api/cart';
import type { HttpClient } from './api/http';
import type { ShopConfig } from './config/read-config';
import type { ShopStore } from './store/types';
import { CART_HASH_COOKIE, MINI_CART_QUANTITY_DEBOUNCE_MS } from './config/constants';
import { cartEvents } from './events/cart-events';
import { getCookie } from './dom/cookies';
import { browserIsOffline } from './dom/online';
import { writeCache } from './dom/cart-cache';
import { now } from './lib/clock';
import { loadChunk } from './lib/load-chunk';

/** The cart core (src/cart) connected to this page: its calls, the store, the events, storage, time. */
export function connectCart(store: ShopStore, http: HttpClient, config: ShopConfig): CartCore {
  const cacheKeys = { fragmentName: config.fragments.fragment_name, cartHashKey: config.fragments.cart_hash_key };
  return createCartCore({
    calls: cartCalls(http, config.fragments.request_timeout, now),
    state: { get: () => store.getState().cart, set: (changes) => store.getState().cart.patch(changes) },
    events: cartEvents,
    clock: {
      now,
      after(ms, run) {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    persist: (update, time) => writeCache(cacheKeys, update.fragments, update.cartHash, time),
    cookieHash: () => getCookie(CART_HASH_COOKIE) ?? '',
    loadLostAddCheck: () => loadChunk(() => import('./cart/lost-add')).then((m) => m.checkLostAdd),
    isOffline: browserIsOffline,
    quantityPauseMs: MINI_CART_QUANTITY_DEBOUNCE_MS,
  });
}
