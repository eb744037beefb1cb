import { describe, expect, it, vi } from 'vitest';
import { warnMissingGlobals } from './missing-globals';
import { loadHtml, startWidgets } from '../../test/helpers/page';

const LISTING = `<div class="widget_shopping_cart_content"></div>
  <a href="?add-to-cart=1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="1">In winkelwagen</a>`;

describe('missing WooCommerce globals', () => {
  it('a page with cart hooks and no globals at all: one warning for the dropped cart settings, one per other missing global', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadHtml(`<html><body>${LISTING}<p class="woocommerce-store-notice demo_store">x</p></body></html>`);
    startWidgets([]);
    // The hint's code loads only on a page that lacks a global.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    const texts = warn.mock.calls.map((call) => call.join(' '));
    expect(texts.filter((t) => t.includes('neither wc_add_to_cart_params nor wc_cart_fragments_params'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('no woocommerce_params global'))).toHaveLength(1);
  });

  it('names each cart settings object that is missing on its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadHtml(`<html><body>${LISTING}</body></html>`);
    expect(warnMissingGlobals({ wc_add_to_cart_params: true, woocommerce_params: true })).toEqual(['wc_cart_fragments_params']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]!.join(' ')).toContain('no wc_cart_fragments_params global');
  });

  it('says nothing for a global that is there, or whose hooks are not on the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadHtml(`<html><body>${LISTING}</body></html>`);
    expect(warnMissingGlobals({ wc_add_to_cart_params: true, wc_cart_fragments_params: true })).toEqual([]);
    loadHtml('<html><body><p>Over ons</p></body></html>');
    expect(warnMissingGlobals({})).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
