import { afterEach, describe, expect, it } from 'vitest';
import { installMessages, resetMessages, t } from './t';
import { t as tLazy } from './t-lazy';
import { messages } from './messages';
import { lazyMessages } from './messages-lazy';
import { readConfig } from '../config/read-config';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  resetMessages();
  delete globals.wc_add_to_cart_params;
  document.body.innerHTML = '';
});

describe('messages', () => {
  it('shows the spec texts, start-up and lazy, with their placeholders filled', () => {
    expect(t('viewCart')).toBe('Bekijk winkelwagen');
    expect(t('noResults')).toBe('No results found');
    expect(t('compareAdded', { count: 3 })).toBe('Toegevoegd aan de vergelijking (3)');
    expect(tLazy('modalLoadError')).toBe('An error has occured. Please try again in a few moments.');
    expect(tLazy('lightboxPosition', { index: 2, total: 5 })).toBe('2 van 5');
    expect(tLazy('endOfList')).toBe('Dat is alles');
  });

  it('keeps each id in one catalogue', () => {
    const both = Object.keys(messages).filter((id) => id in lazyMessages);
    expect(both).toEqual([]);
  });

  it("takes the page's own strings and shop_widgets.messages over the defaults, lazy ids included", () => {
    globals.wc_add_to_cart_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'Naar je mandje', cart_url: '/cart/', is_cart: '', cart_redirect_after_add: 'no' };
    document.body.innerHTML = `<script type="application/json" id="shop-widgets-config">${JSON.stringify({ shop_widgets: { messages: { close: 'Dicht', noResults: 'Niets gevonden' } } })}</script>`;
    installMessages(readConfig(window, () => {}));
    expect(t('viewCart')).toBe('Naar je mandje');
    expect(t('noResults')).toBe('Niets gevonden');
    expect(tLazy('close')).toBe('Dicht');
    expect(tLazy('cartPanelTitle')).toBe('Winkelwagen');
  });
});
