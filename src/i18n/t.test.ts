import { afterEach, describe, expect, it } from 'vitest';
import { installMessages, resetMessages, t, messages, TEXT_DOMAIN } from './t';
import { t as tLazy } from './t-lazy';
import { lazyMessages } from './messages-lazy';
import nlRest from './languages/shop-widgets-nl_NL.json';
import nlStart from './languages/shop-widgets-nl_NL.start.json';
import { readConfig } from '../config/read-config';

const globals = window as unknown as Record<string, unknown>;
const nlRestMessages = nlRest.locale_data.messages as Record<string, unknown>;
const nlStartMessages = nlStart.locale_data.messages as Record<string, unknown>;
const nlMessages = { ...nlRestMessages, ...nlStartMessages };
const allSources: string[] = [...Object.values(messages), ...Object.values(lazyMessages)];

afterEach(() => {
  resetMessages();
  delete globals.wc_add_to_cart_params;
  delete globals.wp;
  document.documentElement.lang = 'nl-NL';
});

describe('messages', () => {
  it('keeps each id in one catalogue, and each English source string for one id', () => {
    const ids = [...Object.keys(messages), ...Object.keys(lazyMessages)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(allSources).size).toBe(allSources.length);
  });

  it('has the spec texts as English sources', () => {
    expect(messages.addedToCart).toBe('Added to Cart');
    expect(lazyMessages.noResults).toBe('No results found');
    expect(messages.loading).toBe('Loading...');
    expect(lazyMessages.crossSellLoading).toBe('Frequently Bought Together Loading...');
    expect([messages.available, messages.notAvailable, lazyMessages.shopCheckoutDone, lazyMessages.shopCanceled, lazyMessages.shopsAllGood]).toEqual([
      'available',
      'not available',
      'checkout done',
      'canceled',
      'all good',
    ]);
    expect(lazyMessages.modalLoadError).toBe('An error has occured. Please try again in a few moments.');
    expect(messages.fetch_error).toBe('You are probably offline.');
  });

  it('names the marketplace as WooZone does, never "[marketplace]"', () => {
    const all = JSON.stringify([messages, lazyMessages, nlMessages]);
    expect(all).not.toContain('[marketplace]');
    expect(lazyMessages.shopsNotDecided).toBe('You must check or cancel all Amazon shops!');
  });

  it('ships a complete Dutch catalogue in the Jed 1.x format wp_set_script_translations loads', () => {
    expect(nlRest.domain).toBe('messages');
    expect(nlRest.locale_data.messages['']).toMatchObject({ domain: 'messages', lang: 'nl_NL' });
    const untranslated = allSources.filter((source) => {
      const entry = nlMessages[source];
      return !Array.isArray(entry) || typeof entry[0] !== 'string' || entry[0] === '';
    });
    expect(untranslated).toEqual([]);
    // No stale entries: every translated source is still shown somewhere.
    const known = new Set<string>([...allSources, '']);
    expect(Object.keys(nlMessages).filter((source) => !known.has(source))).toEqual([]);
  });

  it('keeps in each part of the catalogue exactly the strings of its code, each string in one part', () => {
    const sources = (part: Record<string, unknown>) =>
      Object.keys(part)
        .filter((source) => source !== '')
        .sort();
    expect(sources(nlStartMessages)).toEqual(Object.values(messages).sort());
    expect(sources(nlRestMessages)).toEqual(Object.values(lazyMessages).sort());
  });

  it("shows the start part in Dutch without the rest of the catalogue: the add's states, offline, the loaders, the icon, the country box", () => {
    expect([t('addedToCart'), t('viewCart'), t('fetch_error')]).toEqual(['Toegevoegd aan winkelwagen', 'Bekijk winkelwagen', 'U bent waarschijnlijk offline.']);
    expect([t('loading'), t('saving'), t('updating')]).toEqual(['Laden...', 'Opslaan...', 'Bijwerken...']);
    expect(t('compareIconLabel', { count: 3 })).toBe('Vergelijking openen (3 producten)');
    expect(t('compareIconLabelOne')).toBe('Vergelijking openen (1 product)');
    expect([t('countryBoxLegend'), t('available'), t('notAvailable'), t('opensInNewWindow')]).toEqual([
      'Kies het land van de marktplaats',
      'beschikbaar',
      'niet beschikbaar',
      '(opent in een nieuw venster)',
    ]);
  });

  it('shows Dutch on an nl page (the spec texts the spec gives in Dutch, verbatim), placeholders filled', () => {
    expect(t('addedToCart')).toBe('Toegevoegd aan winkelwagen');
    expect(t('viewCart')).toBe('Bekijk winkelwagen');
    expect(tLazy('noResults')).toBe('Geen resultaten gevonden');
    expect(tLazy('shopsNotDecided')).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    expect(tLazy('back')).toBe('terug');
    expect(tLazy('endOfList')).toBe('Dat is alles');
    expect(tLazy('yourRating')).toBe('Uw Beoordeling:');
    expect(tLazy('addedToCart')).toBe('Toegevoegd aan winkelwagen');
    expect(tLazy('compareGroupEmpty')).toBe('Voeg items toe aan deze vergelijking groep of kies geen lege groep');
    expect(tLazy('compareAdded', { count: 3 })).toBe('Toegevoegd aan de vergelijking (3)');
    expect(tLazy('lightboxPosition', { index: 2, total: 5 })).toBe('2 van 5');
    expect(tLazy('fetch_error')).toBe('U bent waarschijnlijk offline.');
  });

  it('shows the English sources on a page in another language', () => {
    document.documentElement.lang = 'en-GB';
    expect(t('addedToCart')).toBe('Added to Cart');
    expect(t('available')).toBe('available');
    expect(tLazy('lightboxPosition', { index: 2, total: 5 })).toBe('2 of 5');
  });

  it("prefers the page's wp.i18n translations for the shop-widgets text domain", () => {
    const calls: unknown[][] = [];
    globals.wp = {
      i18n: {
        hasTranslation: (text: string, _context: unknown, domain: string) => domain === TEXT_DOMAIN && text === 'Added to Cart',
        __: (text: string, domain: string) => {
          calls.push([text, domain]);
          return 'In je mandje';
        },
      },
    };
    expect(t('addedToCart')).toBe('In je mandje');
    expect(calls).toEqual([['Added to Cart', 'shop-widgets']]);
    expect(t('viewCart')).toBe('Bekijk winkelwagen'); // not translated by the page: our catalogue
  });

  it("takes the page's own strings and shop_widgets.messages over any translation, lazy ids included", () => {
    globals.wc_add_to_cart_params = {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'Naar je mandje',
      cart_url: '/cart/',
      is_cart: '',
      cart_redirect_after_add: 'no',
    };
    document.body.innerHTML = `<script type="application/json" id="shop-widgets-config">${JSON.stringify({ shop_widgets: { messages: { close: 'Dicht', noResults: 'Niets gevonden' } } })}</script>`;
    installMessages(readConfig(window, () => {}));
    expect(t('viewCart')).toBe('Naar je mandje');
    expect(tLazy('noResults')).toBe('Niets gevonden');
    expect(tLazy('close')).toBe('Dicht');
    expect(tLazy('cartPanelTitle')).toBe('Winkelwagen');
  });

  it("takes the theme's and WooZone's strings for the first-view and lazy ids too, and ignores empty ones", () => {
    globals.rhscriptvars = { noresults: 'Helaas, niets', fin: '', your_rating: 'Jouw score:' };
    globals.woozone_vars = { lang: { available_yes: 'leverbaar', amzcart_checkout: 'afgerekend' } };
    try {
      installMessages(readConfig(window, () => {}));
      expect(tLazy('noResults')).toBe('Helaas, niets');
      expect(tLazy('endOfList')).toBe('Dat is alles');
      expect(tLazy('shopCheckoutDone')).toBe('afgerekend');
      expect(t('available')).toBe('leverbaar');
      expect(t('yourRating')).toBe('Jouw score:');
    } finally {
      delete globals.rhscriptvars;
      delete globals.woozone_vars;
    }
  });
});
