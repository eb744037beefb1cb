import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCachePort } from './connect-cart';
import type { CartUpdate } from './cart/types';

const keys = { fragmentName: 'wc_fragments_test', cartHashKey: 'wc_cart_hash_test' };
const update = (source: CartUpdate['source'], count: string, cartHash: string): CartUpdate => ({
  source,
  fragments: { 'span.rh-cart-count': `<span class="rh-cart-count">${count}</span>` },
  cartHash,
});
const cached = () => sessionStorage.getItem(keys.fragmentName);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

describe("the session cache of the cart's changes", () => {
  it("writes an add's answer after the frame that shows it, the hash in both storages", () => {
    const persist = sessionCachePort(keys, () => false);
    persist(update('add', '1', 'h1'), 1000);
    expect(cached()).toBeNull();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(cached()).toContain('>1<');
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h1');
    expect(localStorage.getItem(keys.cartHashKey)).toBe('h1');
    expect(sessionStorage.getItem('wc_cart_created')).toBe('1000');
  });

  it('writes every other change at once, and a later change wins over an add still waiting', () => {
    const persist = sessionCachePort(keys, () => false);
    persist(update('add', '1', 'h1'), 1000);
    persist(update('refresh', '2', 'h2'), 1001);
    expect(cached()).toContain('>2<');
    vi.advanceTimersByTime(200);
    expect(cached()).toContain('>2<');
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h2');
  });

  it('writes a waiting add as the page goes, and never once the script was stopped', () => {
    let stopped = false;
    const persist = sessionCachePort(keys, () => stopped);
    persist(update('add', '1', 'h1'), 1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(cached()).toContain('>1<');
    sessionStorage.clear();
    persist(update('add', '3', 'h3'), 1002);
    stopped = true;
    vi.advanceTimersByTime(200);
    expect(cached()).toBeNull();
  });
});
