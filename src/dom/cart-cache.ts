import { CART_CREATED_STORAGE_KEY, CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from '../config/constants';
import { getCookie } from './cookies';
import { localStore, sessionStore } from './storage';
import type { CachedCart } from '../lib/fragment-cache';
import { isFragmentMap } from '../api/cart';

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
