import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { warnMissingGlobals } from './missing-globals';
import { loadHtml, startWidgets } from '../../test/helpers/page';

const LISTING = `<div class="widget_shopping_cart_content"></div>
  <a href="?add-to-cart=1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="1">In winkelwagen</a>`;

describe('missing WooCommerce globals', () => {
  it('a page with cart hooks and no globals at all: one warning per missing global, naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadHtml(`<html><body>${LISTING}<p class="woocommerce-store-notice demo_store">x</p></body></html>`);
    startWidgets([]);
    // Reported once the page is idle.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    const texts = warn.mock.calls.map((call) => call.join(' '));
    expect(texts.filter((t) => t.includes('no wc_add_to_cart_params global'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('no wc_cart_fragments_params global'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('no woocommerce_params global'))).toHaveLength(1);
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
