import { FRAGMENT_EXPIRY_MS } from '../config/constants';

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
