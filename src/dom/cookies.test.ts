import { describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './browser';

describe('cookies', () => {
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

  it("sees a cookie at once, whoever wrote it: ours, deleted, or another script's", () => {
    setCookie('seen', 'ja');
    expect(getCookie('seen')).toBe('ja');
    deleteCookie('seen');
    expect(getCookie('seen')).toBeUndefined();
    document.cookie = 'later=1; path=/';
    expect(getCookie('later')).toBe('1');
  });
});
