import { describe, expect, it } from 'vitest';
import { judgeCache } from '../connect-cart';

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
const DAY = 86_400_000;

describe('fragment cache freshness', () => {
  it('uses the cache when the stored hash matches the cookie', () => {
    expect(judgeCache({ fragments, storedHash: 'abc', cookieHash: 'abc', hasCart: true, createdAt: 1000, now: 2000 })).toEqual({
      usable: true,
      expiresInMs: DAY - 1000,
    });
  });

  it('treats an empty stored hash with an empty cookie as a match (empty cart)', () => {
    expect(judgeCache({ fragments, storedHash: '', cookieHash: '', hasCart: false, createdAt: null, now: 5 })).toEqual({ usable: true, expiresInMs: null });
  });

  it('refreshes when fragments are missing or lack the mini-cart', () => {
    expect(judgeCache({ fragments: null, storedHash: '', cookieHash: 'abc', hasCart: true, createdAt: null, now: 0 })).toEqual({
      usable: false,
      reason: 'missing',
    });
    // No cache and no cart cookie: nothing to refresh, the server's empty mini-cart is true.
    expect(judgeCache({ fragments: null, storedHash: '', cookieHash: '', hasCart: false, createdAt: null, now: 0 })).toEqual({
      usable: false,
      reason: 'no-cart',
    });
    expect(judgeCache({ fragments: { 'span.x': '' }, storedHash: '', cookieHash: '', hasCart: false, createdAt: null, now: 0 })).toEqual({
      usable: false,
      reason: 'missing',
    });
  });

  it('refreshes when the hash does not match the cart-hash cookie (another tab changed the cart)', () => {
    expect(judgeCache({ fragments, storedHash: 'abc', cookieHash: 'def', hasCart: true, createdAt: 0, now: 1 })).toEqual({
      usable: false,
      reason: 'hash-mismatch',
    });
  });

  it('expires after 24 h (86,400,000 ms) exactly', () => {
    expect(judgeCache({ fragments, storedHash: 'a', cookieHash: 'a', hasCart: true, createdAt: 0, now: 86_400_000 }).usable).toBe(true);
    expect(judgeCache({ fragments, storedHash: 'a', cookieHash: 'a', hasCart: true, createdAt: 0, now: 86_400_001 })).toEqual({
      usable: false,
      reason: 'expired',
    });
  });

  it('refreshes when a hash was stored without its creation time', () => {
    expect(judgeCache({ fragments, storedHash: 'a', cookieHash: 'a', hasCart: true, createdAt: null, now: 0 })).toEqual({
      usable: false,
      reason: 'no-created',
    });
  });
});
