import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './read-config';
import { reportProblems } from './report';
import type { ConfigProblem } from './keys';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of ['wc_add_to_cart_params', 'rhscriptvars', 'wc_order_attribution', 'woozone_vars']) delete globals[name];
});

/** The console errors a page's config gives, as the shopper's console shows them. */
function consoleErrorsFor(problems: ConfigProblem[]): string[] {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  reportProblems(problems);
  const lines = errors.mock.calls.map((call) => call.join(' '));
  errors.mockRestore();
  return lines;
}

describe('config read at start', () => {
  it('gives each wrong value its default at once, and reports each with what its key expects', () => {
    globals.wc_add_to_cart_params = { cart_url: 5, is_cart: 'ja', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    globals.rhscriptvars = { hotnonce: 12, max_temp: 'heet' };
    globals.wc_order_attribution = { params: 'aan' };
    globals.woozone_vars = { lang: { loading: 3 } };
    const problems: ConfigProblem[] = [];
    const config = readConfig(window, (found) => problems.push(...found));
    expect(config.addToCart.cart_url).toBe('/cart/');
    expect(config.addToCart.is_cart).toBe(false);
    expect(config.theme.max_temp).toBe(10);
    expect(config.attribution.allowTracking).toBe(true);
    expect(config.marketplace.lang).toEqual({});
    expect(consoleErrorsFor(problems)).toEqual([
      '[shop-widgets] config "wc_add_to_cart_params.cart_url": expected a URL string, got 5; using the default.',
      `[shop-widgets] config "wc_add_to_cart_params.is_cart": expected a boolean or '1'/'', got "ja"; using the default.`,
      '[shop-widgets] config "woozone_vars.lang": expected an object of loader and status texts, got {"loading":3}; using the default.',
      '[shop-widgets] config "rhscriptvars.hotnonce": expected a nonce string, got 12; using the default.',
      '[shop-widgets] config "rhscriptvars.max_temp": expected a number, got "heet"; using the default.',
      '[shop-widgets] config "wc_order_attribution.params": expected an object, got "aan"; using the default.',
    ]);
  });

  it('names a required key the page left out (a page that prints the section must give it)', () => {
    globals.wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    const problems: ConfigProblem[] = [];
    readConfig(window, (found) => problems.push(...found));
    expect(consoleErrorsFor(problems)).toEqual([
      '[shop-widgets] config "wc_add_to_cart_params.cart_url": expected a URL string, got undefined; using the default.',
    ]);
  });

  it('reports nothing, and loads no error texts, for a page configured right', () => {
    globals.wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: '/winkelwagen/', is_cart: '1' };
    const report = vi.fn();
    const config = readConfig(window, report);
    expect(report).not.toHaveBeenCalled();
    expect(config.addToCart).toMatchObject({ cart_url: '/winkelwagen/', is_cart: true });
  });
});
