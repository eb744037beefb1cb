import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { addConfig, loadPage, startWidgets } from '../test/helpers/page';

// A page that keeps WooCommerce's cart scripts: their settings are globals.
const WITH_WOO_GLOBALS = '/shop/?demo_wc_scripts=enqueued';

describe('boot and config', () => {
  it('logs one console error naming a wrong key and what was expected, and uses the default', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage(WITH_WOO_GLOBALS);
    (window as unknown as { wc_cart_fragments_params: Record<string, unknown> }).wc_cart_fragments_params.request_timeout = 'soon';
    const { config } = startWidgets();
    expect(config.fragments.request_timeout).toBe(5000);
    // The error's text loads only on a page whose config has a wrong value: it comes a moment later.
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]!.join(' ')).toBe(
      '[shop-widgets] config "wc_cart_fragments_params.request_timeout": expected a number of milliseconds, got "soon"; using the default.',
    );
  });

  it('accepts the numeric string WooCommerce sometimes prints for request_timeout', async () => {
    await loadPage(WITH_WOO_GLOBALS);
    (window as unknown as { wc_cart_fragments_params: Record<string, unknown> }).wc_cart_fragments_params.request_timeout = '8000';
    expect(startWidgets().config.fragments.request_timeout).toBe(8000);
  });

  it('reports a yes/no flag spelled in a way PHP never prints, and keeps its default', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage('/shop/');
    addConfig({ wc_add_to_cart_params: { cart_redirect_after_add: 'ja' }, shop_widgets: { sliding_cart: 'no' } });
    const { config } = startWidgets();
    expect(config.addToCart.cart_redirect_after_add).toBe(false);
    expect(config.options.sliding_cart).toBe(false); // 'no' is a spelling PHP prints
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]!.join(' ')).toBe(
      `[shop-widgets] config "wc_add_to_cart_params.cart_redirect_after_add": expected 'yes' or 'no', got "ja"; using the default.`,
    );
  });

  it('reads config from the JSON block, overriding the globals', async () => {
    await loadPage(WITH_WOO_GLOBALS);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="shop-widgets-config">{"wc_add_to_cart_params":{"cart_redirect_after_add":"yes"}}</script>',
    );
    const { config } = startWidgets();
    expect(config.addToCart.cart_redirect_after_add).toBe(true);
    expect(config.addToCart.cart_url).toBe('/cart/');
  });

  it('says so when the JSON block is not valid JSON, and keeps working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage(WITH_WOO_GLOBALS);
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="shop-widgets-config">{nope</script>');
    const { config } = startWidgets();
    await vi.waitFor(() => expect(errors.mock.calls[0]!.join(' ')).toContain('config "#shop-widgets-config": expected valid JSON'));
    expect(config.options.sliding_cart).toBe(true);
  });

  it('exposes the public API', async () => {
    await loadPage('/shop/');
    const { api, store } = startWidgets();
    expect(api.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(api.store.getState()).toBe(store.getState());
    const seen = vi.fn();
    const off = api.on('cart_panel_opened', seen);
    fireEvent.click(document.querySelector('.menu-cart-btn')!);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    off();
  });

  it('a second copy of the script warns and does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    await import('./index');
    // The start runs in a task of its own (src/start.ts), the API once it has.
    await vi.waitFor(() => expect(window.ShopWidgets).toBeDefined());
    const first = window.ShopWidgets;
    vi.resetModules();
    await import('./index');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[shop-widgets]', 'the script is loaded twice on this page; the second copy does nothing.'));
    expect(window.ShopWidgets).toBe(first);
    delete window.ShopWidgets;
    delete (window as unknown as Record<symbol, unknown>)[Symbol.for('shop-widgets.booted')];
  });
});
