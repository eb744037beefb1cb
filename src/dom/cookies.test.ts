import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a malformed cookie as it is instead of throwing', () => {
    document.cookie = 'sbjs_current=typ%3Dutm%7C%7C%7Csrc%3D50%; path=/';
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(getCookie('sbjs_current')).toBe('typ%3Dutm%7C%7C%7Csrc%3D50%');
    expect(getCookie('broken')).toBe('%E0%A4%A');
  });

  it('decodes what it wrote', () => {
    setCookie('store_notice1', 'hidden; ja');
    expect(getCookie('store_notice1')).toBe('hidden; ja');
    expect(getCookie('absent')).toBeUndefined();
  });

  it('asks the browser once for the reads of one run of script, again after a write of ours and once the run has ended', async () => {
    await Promise.resolve();
    const read = vi.spyOn(Document.prototype, 'cookie', 'get');
    getCookie('woocommerce_cart_hash');
    getCookie('store_notice1');
    expect(read).toHaveBeenCalledTimes(1);
    setCookie('seen', 'ja');
    expect(getCookie('seen')).toBe('ja');
    expect(read).toHaveBeenCalledTimes(2);
    deleteCookie('seen');
    expect(getCookie('seen')).toBeUndefined();
    // Another script writes once this run has ended: the next read sees it.
    await Promise.resolve();
    document.cookie = 'later=1; path=/';
    expect(getCookie('later')).toBe('1');
    expect(read).toHaveBeenCalledTimes(4);
  });
});
