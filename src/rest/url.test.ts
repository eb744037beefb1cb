import { describe, expect, it } from 'vitest';
import { nextLink, restUrl, routeOf } from './url';

const BASE = 'https://shop.example.nl/shop/';

describe('restUrl', () => {
  it.each([
    // [root, path, query, expected]
    ['https://shop.example.nl/wp-json/', '/wp/v2/posts', {}, 'https://shop.example.nl/wp-json/wp/v2/posts?_locale=user'],
    ['https://shop.example.nl/wp-json/', 'wp/v2/posts?per_page=5', {}, 'https://shop.example.nl/wp-json/wp/v2/posts?per_page=5&_locale=user'],
    ['/wp-json/', '/wp/v2/posts', { page: 2 }, 'https://shop.example.nl/wp-json/wp/v2/posts?page=2&_locale=user'],
    ['https://shop.example.nl/wp-json', '/wp/v2/posts', {}, 'https://shop.example.nl/wp-json/wp/v2/posts?_locale=user'],
    // Plain permalinks: the route goes into rest_route, the route's own ? becomes &.
    ['https://shop.example.nl/?rest_route=/', '/wp/v2/posts', {}, 'https://shop.example.nl/?rest_route=%2Fwp%2Fv2%2Fposts&_locale=user'],
    ['https://shop.example.nl/?rest_route=/', '/wp/v2/posts?per_page=5', {}, 'https://shop.example.nl/?rest_route=%2Fwp%2Fv2%2Fposts&per_page=5&_locale=user'],
    // Absolute URLs and site paths inside the root are used as they are.
    ['/wp-json/', 'https://shop.example.nl/wp-json/wp/v2/users/1', {}, 'https://shop.example.nl/wp-json/wp/v2/users/1?_locale=user'],
    ['/wp-json/', '/wp-json/wc/store/v1/cart', {}, 'https://shop.example.nl/wp-json/wc/store/v1/cart?_locale=user'],
    // A _locale the caller chose is kept; empty query values are left out.
    ['/wp-json/', '/wp/v2/posts?_locale=site', { search: undefined }, 'https://shop.example.nl/wp-json/wp/v2/posts?_locale=site'],
  ] as const)('%s + %s', (root, path, query, expected) => {
    expect(restUrl(root, path, query, BASE).href).toBe(expected);
  });
});

describe('routeOf and nextLink', () => {
  it('finds the route in both URL forms', () => {
    expect(routeOf(new URL('https://s.nl/wp-json/wp/v2/media?_locale=user'), 'https://s.nl/wp-json/')).toBe('/wp/v2/media');
    expect(routeOf(new URL('https://s.nl/?rest_route=/wp/v2/media&_locale=user'), 'https://s.nl/?rest_route=/')).toBe('/wp/v2/media');
  });

  it('reads the next page from a Link header', () => {
    expect(nextLink('<https://s.nl/wp-json/wp/v2/posts?page=1>; rel="prev", <https://s.nl/wp-json/wp/v2/posts?page=3>; rel="next"')).toBe(
      'https://s.nl/wp-json/wp/v2/posts?page=3',
    );
    expect(nextLink('<https://s.nl/x?page=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});
