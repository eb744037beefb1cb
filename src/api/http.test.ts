import { describe, expect, it } from 'vitest';
import { parseJsonText, toSearchParams } from './http';

describe('answers and bodies', () => {
  it('reads JSON sent as text, also with stray output around it (WordPress handlers)', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonText('Notice: x\n{"compare_html":"<p>"}0')).toEqual({ compare_html: '<p>' });
    expect(parseJsonText('<html>niet json</html>')).toBeUndefined();
    expect(parseJsonText('')).toBeUndefined();
  });

  it('encodes nested bodies as jQuery.param does', () => {
    expect(toSearchParams({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' }, ids: [1, 2], skip: undefined, empty: null }).toString()).toBe(
      'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes&ids%5B%5D=1&ids%5B%5D=2&empty=',
    );
  });
});
