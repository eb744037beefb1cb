import type { WidgetContext } from '../../mount/types';
import { t } from '../../src/i18n/t';
import { log } from '../../src/lib/log';
import { productLink } from '../../src/lib/marketplace-link';
import { hasUnknown, readCountryBox, settleUnknown, type CountryBoxData } from '../../src/lib/country-box-data';
import { COUNTRY_CHECK_VERIFY_INTERVAL_MS, COUNTRY_CHECK_VERIFY_MAX_STEPS } from '../../src/config/constants';
import { COUNTRY_BOX } from './hooks';
import { placeBox } from './position';
import { countryRow, element, type CountryRow } from './country-row';
import { anyAnswer, boxAnswer, woozoneCall } from './calls';
import { putChosenCountryInForm } from './chosen-country-field';

/** The countries a box lists, and the affiliate ids of their links. */
type BoxCountries = Pick<CountryBoxData, 'countries' | 'affiliateIds'>;

/**
 * WooZone's country box, live (SPEC §2 "Marketplace-country selection box", §4 "Country box"):
 * one copy of WooZone's row template per country — radio, flag, name (the outbound link) and
 * status — in a group named for the shopper, at the configured position; WooZone's stylesheet
 * draws it. Plain DOM, no React: the box shows as the product page loads, and what the shopper
 * does with it (a native radio, one call) needs no more. The server's box stays in the page,
 * hidden, as it was printed.
 *
 * The store's marketplace slice keeps what outlives a mount in the page view: the chosen country,
 * and whether update_countries ran.
 */
export function connect(root: Element, ctx: WidgetContext): () => void {
  const doc = root.ownerDocument;
  // WooZone's row: its status, name link and flag are what the box fills.
  const template = root.querySelector('#WooZone-cc-template > li');
  const parts = ['.WooZone-cc-status', '.WooZone-cc_name > a', '.WooZone-cc_domain'];
  // Only the first box (HOOKS.md).
  const data = doc.querySelector(COUNTRY_BOX) === root ? readCountryBox(root) : undefined;
  if (!data || !template || !parts.every((part) => template.querySelector(part))) {
    if (data !== undefined) log.error('country box: its JSON or row template is not readable; the server box stays.');
    return () => {};
  }
  const { store } = ctx;
  const slice = () => store.getState().marketplace;
  const patch = (state: Partial<ReturnType<typeof slice>>) => store.setState(({ marketplace }) => ({ marketplace: { ...marketplace, ...state } }));
  // The chosen country: in the slice (it outlives a mount), and in the cart form, so that an add
  // to cart goes to that country's shop.
  const choose = (country: string) => {
    patch({ chosenCountry: country });
    putChosenCountryInForm(doc, data.productId, country);
  };
  const call = woozoneCall(ctx, data);

  // `data-sw-live`: the scanner never takes the live list for another server box (the contract).
  const list = element(doc, 'ul', { className: 'WooZone-country-check' });
  list.dataset.swLive = '';
  const loader = element(doc, 'div', { className: 'WooZone-country-loader' });
  loader.setAttribute('role', 'status');
  const container = element(doc, 'fieldset', { className: 'WooZone-country-box' });
  container.dataset.shopWidgetsIsland = 'country-box';
  container.append(element(doc, 'legend', { textContent: t('countryBoxLegend') }), list, loader);

  choose(slice().chosenCountry || data.country);
  const rows = new Map<string, CountryRow>();
  // What the rows show: the page's box, then update_countries' answer, then the verify's end.
  let shown: BoxCountries = data;
  // Each row made once; a country new to the list joins at its end, one no longer listed goes.
  const show = (box: BoxCountries) => {
    shown = box;
    for (const [domain, row] of rows) if (!box.countries.some((country) => country.domain === domain)) row.li.remove();
    for (const country of box.countries) {
      const row = rows.get(country.domain) ?? countryRow(template, country, country.domain === slice().chosenCountry);
      rows.set(country.domain, row);
      // Only a row not in the list moves: a moved radio would lose the shopper's focus.
      if (row.li.parentNode !== list) list.append(row.li);
      row.update(country, productLink(country.domain, data.asin, box.affiliateIds));
    }
  };
  show(data);
  // The box goes into the page whole, its rows made: the page's observers see one addition.
  const takeOut = placeBox(container, root, data.boxpos, data.productId);
  (root as HTMLElement).style.display = 'none';
  // The template's radio shares the live radios' name: out of the page while the box is live.
  template.remove();

  // The loader shows the text of the latest call and goes when the last one has answered.
  let running = 0;
  const busyWhile = async <T>(text: string, call: Promise<T>): Promise<T> => {
    running++;
    loader.textContent = text;
    try {
      return await call;
    } finally {
      if (--running === 0) loader.textContent = '';
    }
  };

  // Selecting a radio saves that country at once (SPEC §4); the answer is not shown. The rows'
  // only form controls are their radios, and a radio's change is its being checked.
  const onChange = (event: Event) => {
    const { value } = event.target as HTMLInputElement;
    if (value === slice().chosenCountry) return;
    choose(value);
    void busyWhile(t('saving'), call('save_product_country', { product_country: value }, anyAnswer));
  };
  list.addEventListener('change', onChange);

  // When do_update is set, the list is refreshed once per page view: its HTML is a box to read.
  if (data.doUpdate && !slice().countriesUpdated) {
    patch({ countriesUpdated: true });
    void busyWhile(t('updating'), call('update_countries', { asin: data.asin, product_country: slice().chosenCountry }, boxAnswer)).then(
      (fresh) => fresh.ok && show(fresh.data),
    );
  }

  // The country-check verify: every 300 ms, at most 15 steps; what is still unknown then is 'not available'.
  let steps = 0;
  const verify = setInterval(() => {
    const unknown = hasUnknown(shown.countries);
    if (!unknown || ++steps >= COUNTRY_CHECK_VERIFY_MAX_STEPS) {
      clearInterval(verify);
      if (unknown) show({ ...shown, countries: settleUnknown(shown.countries) });
    }
  }, COUNTRY_CHECK_VERIFY_INTERVAL_MS);

  return () => {
    clearInterval(verify);
    list.removeEventListener('change', onChange);
    takeOut();
    root.querySelector('#WooZone-cc-template')?.append(template);
  };
}
