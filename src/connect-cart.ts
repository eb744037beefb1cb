import { type ApiResult, type HttpClient, type FormBody, check, isRecord } from './api/http';
import { FRAGMENT_EXPIRY_MS, CART_CREATED_STORAGE_KEY, CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from './config/constants';
import { getCookie, localStore, sessionStore, browserIsOffline } from './dom/browser';
import { createCartCore, type CartCore } from './cart/core';
import type { ShopConfig } from './config/read-config';
import type { ShopStore } from './store/types';
import { cartEvents } from './events/bus';
import { now } from './lib/clock';

/**
 * The cart core connected to this page: WooCommerce's cart calls with their answers checked,
 * its session cache of the fragments (read, judged, written), cookies and time.
 */

// The cart's answers, checked by hand as every answer is (src/api/http.ts). A first page view
// refreshes the cart fragments and a click adds to cart: these checks are start-up code.

/** `{fragments: {selector: html}, cart_hash}` — what every cart call answers on success; a null or missing hash (an empty cart) is read as ''. */
export interface FragmentsAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}
/** add_to_cart: fragments on success, `{error: true, product_url}` on failure. */
export type AddToCartAnswer = { error: true; product_url?: string | false | null } | FragmentsAnswer;

/** `{selector: html}`: an object whose values are all strings. */
export function isFragmentMap(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((html) => typeof html === 'string');
}

export function readFragments(value: unknown): { value: FragmentsAnswer } | undefined {
  if (!isRecord(value) || !isFragmentMap(value.fragments)) return undefined;
  const hash = value.cart_hash;
  if (hash !== undefined && hash !== null && typeof hash !== 'string') return undefined;
  return { value: { fragments: value.fragments, cart_hash: hash ?? '' } };
}

export const fragmentsAnswer = check(readFragments);

export const addToCartAnswer = check<AddToCartAnswer>((value) => {
  if (isRecord(value) && value.error === true) {
    const url = value.product_url;
    if (url === undefined || url === null || url === false || typeof url === 'string')
      return { value: { error: true, ...(url === undefined ? {} : { product_url: url }) } };
    return undefined;
  }
  return readFragments(value);
});

/** The cart's server calls at start (SPEC §7 "Cart calls"; the mini-cart's: cart-edits.ts); every one resolves, none throws. */
export interface CartCalls {
  addToCart(body: FormBody): Promise<ApiResult<AddToCartAnswer>>;
  refreshFragments(): Promise<ApiResult<FragmentsAnswer>>;
}

/** The cart calls on this page's client; `refreshTimeout`: wc_cart_fragments_params.request_timeout. */
export function cartCalls(http: HttpClient, refreshTimeout: number, now: () => number): CartCalls {
  return {
    addToCart: (body) => http.wcAjax('add_to_cart', body, addToCartAnswer),
    refreshFragments: () => http.wcAjax('get_refreshed_fragments', { time: now() }, fragmentsAnswer, { timeout: refreshTimeout }),
  };
}

/** The mini-cart's fragment key: the one entry that must be present for the cache to be used. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

export interface CachedCart {
  fragments: Record<string, string> | null;
  /** The hash stored with the fragments (session storage), '' when none. */
  storedHash: string;
  /** The woocommerce_cart_hash cookie, '' when none. */
  cookieHash: string;
  /** Whether the visitor has a cart: the woocommerce_items_in_cart or woocommerce_cart_hash cookie is set. */
  hasCart: boolean;
  /** wc_cart_created (ms), null when not stored. */
  createdAt: number | null;
  now: number;
}

export type CacheVerdict =
  | { usable: true /** ms until the cache expires, when it has a creation time */; expiresInMs: number | null }
  | { usable: false; reason: 'missing' | 'no-created' | 'expired' | 'hash-mismatch' }
  /** No cache and no cart: the page the server printed (an empty mini-cart) is true as it is. */
  | { usable: false; reason: 'no-cart' };

/**
 * Whether cached fragments may be shown instead of asking the server (SPEC §4 "Cart fragments"):
 * refreshed when they do not match the cart-hash cookie, after 24 h, or when missing while the
 * visitor has a cart. A visitor with neither a cache nor a cart cookie has nothing to refresh:
 * the server's empty mini-cart is already true (unlike WooCommerce's cart-fragments, which asks
 * PHP on the first page of every session). An empty stored hash with an empty cookie is a match.
 */
export function judgeCache({ fragments, storedHash, cookieHash, hasCart, createdAt, now }: CachedCart): CacheVerdict {
  if (!fragments && !storedHash && !hasCart) return { usable: false, reason: 'no-cart' };
  if (storedHash && createdAt === null) return { usable: false, reason: 'no-created' };
  let expiresInMs: number | null = null;
  if (createdAt !== null) {
    const expiry = createdAt + FRAGMENT_EXPIRY_MS;
    if (expiry < now) return { usable: false, reason: 'expired' };
    expiresInMs = expiry - now;
  }
  if (!fragments || typeof fragments[MINI_CART_FRAGMENT] !== 'string') return { usable: false, reason: 'missing' };
  if (storedHash !== cookieHash) return { usable: false, reason: 'hash-mismatch' };
  return { usable: true, expiresInMs };
}

/** Where WooCommerce keeps the cart fragments in web storage (HOOKS.md "Fragments"). */
export interface CacheKeys {
  fragmentName: string;
  cartHashKey: string;
}

export function readCache(keys: CacheKeys, now: number): CachedCart {
  let fragments: Record<string, string> | null = null;
  try {
    // What a cart call's answer would carry: selector → HTML.
    const parsed: unknown = JSON.parse(sessionStore.get(keys.fragmentName) ?? 'null');
    if (isFragmentMap(parsed)) fragments = parsed;
  } catch {
    // Not JSON: no cache.
  }
  const createdText = sessionStore.get(CART_CREATED_STORAGE_KEY);
  const created = Number(createdText);
  const cookieHash = getCookie(CART_HASH_COOKIE) ?? '';
  return {
    fragments,
    storedHash: sessionStore.get(keys.cartHashKey) ?? '',
    cookieHash,
    hasCart: Boolean(cookieHash || getCookie(ITEMS_IN_CART_COOKIE)),
    createdAt: createdText && Number.isFinite(created) ? created : null,
    now,
  };
}

/**
 * After a mini-cart update: fragments into session storage, the hash into local and session
 * storage (local so other tabs notice through the storage event), the creation time when there
 * is a cart hash.
 */
export function writeCache(keys: CacheKeys, fragments: Record<string, string>, cartHash: string, now: number): void {
  sessionStore.set(keys.fragmentName, JSON.stringify(fragments));
  localStore.set(keys.cartHashKey, cartHash);
  sessionStore.set(keys.cartHashKey, cartHash);
  if (cartHash) sessionStore.set(CART_CREATED_STORAGE_KEY, String(now));
}

export const storedHash = (keys: CacheKeys) => ({
  session: sessionStore.get(keys.cartHashKey) ?? '',
  local: localStore.get(keys.cartHashKey) ?? '',
});

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
