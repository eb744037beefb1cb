import { FRAGMENT_EXPIRY_MS } from '../config/constants';

/** The mini-cart's fragment key: the one entry that must be present for the cache to be used. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

export interface CachedCart {
  fragments: Record<string, string> | null;
  /** The hash stored with the fragments (session storage), '' when none. */
  storedHash: string;
  /** The woocommerce_cart_hash cookie, '' when none. */
  cookieHash: string;
  /** wc_cart_created (ms), null when not stored. */
  createdAt: number | null;
  now: number;
}

export type CacheVerdict =
  | { usable: true /** ms until the cache expires, when it has a creation time */; expiresInMs: number | null }
  | { usable: false; reason: 'missing' | 'no-created' | 'expired' | 'hash-mismatch' };

/**
 * Whether cached fragments may be shown instead of asking the server (SPEC §4 "Cart fragments",
 * as WooCommerce's cart-fragments decides): refreshed when missing, when they do not match the
 * cart-hash cookie, or after 24 h. An empty stored hash with an empty cookie is a match.
 */
export function judgeCache({ fragments, storedHash, cookieHash, createdAt, now }: CachedCart): CacheVerdict {
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
