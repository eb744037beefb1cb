import { describe, expect, it } from 'vitest';
import { safeUrl } from './browser';

describe('the URL rule', () => {
  const base = 'https://tuin.example/shop/';
  it('allows same-origin http(s) URLs for redirects and reloads, resolved to absolute', () => {
    expect(safeUrl('/cart/', { base })).toBe('https://tuin.example/cart/');
    expect(safeUrl('?add-to-cart=101', { base })).toBe('https://tuin.example/shop/?add-to-cart=101');
  });

  it('refuses other sites for redirects, but allows them for merchant links', () => {
    expect(safeUrl('https://evil.example/', { base })).toBeNull();
    expect(safeUrl('https://www.amazon.de/dp/B0GL36V460/?tag=x-21', { base, sameOrigin: false })).toBe('https://www.amazon.de/dp/B0GL36V460/?tag=x-21');
  });

  it('refuses javascript:, data: and anything that is not a string', () => {
    expect(safeUrl('javascript:alert(1)', { base, sameOrigin: false })).toBeNull();
    expect(safeUrl('data:text/html,<b>', { base, sameOrigin: false })).toBeNull();
    expect(safeUrl(false, { base })).toBeNull();
    expect(safeUrl('', { base })).toBeNull();
  });
});
