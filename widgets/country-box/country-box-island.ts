import type { WidgetContext } from '../../mount/types';
import type { MarketplaceSlice } from '../../src/store/slices/marketplace';
import { countryBoxActions } from '../../src/store/slices/country-box-actions';
import { t } from '../../src/i18n/t-first-view';
import { log } from '../../src/lib/log';
import { adoptStyles } from '../../src/dom/styles';
import { safeUrl } from '../../src/dom/safe-url';
import { productLink } from '../../src/lib/marketplace-link';
import { hasUnknown, readCountryBox, type CountryBoxData } from '../../src/lib/country-box-data';
import { COUNTRY_CHECK_VERIFY_INTERVAL_MS, COUNTRY_CHECK_VERIFY_MAX_STEPS } from '../../src/config/constants';
import { COUNTRY_BOX } from './contract';
import { placeBox } from './position';
import { CountryRow, el } from './country-row';
import { putChosenCountryInForm } from './chosen-country-field';

const CSS = `
.WooZone-country-box{border:1px solid #dde3da;border-radius:8px;padding:.75rem 1rem;margin:1rem 0;background:#fff}
.WooZone-country-box legend{font-weight:700;padding:0 .25rem}
.WooZone-country-box ul.WooZone-country-check{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.WooZone-country-box li{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem}
.WooZone-country-box .WooZone-status-available{color:#1b5e20}
.WooZone-country-box .WooZone-status-unavailable{color:#8e1b1b}
.WooZone-country-box .WooZone-cc-loader{color:#555;font-style:italic}
.WooZone-country-box .WooZone-country-loader{min-height:1.5em;margin:.35rem 0 0;color:#555;font-style:italic}
`;

/**
 * WooZone's country box, live (SPEC §2 "Marketplace-country selection box", §4 "Country box"):
 * one radio per country with its flag, name (the outbound link) and status, at the configured
 * position. Plain DOM, no React: the box shows as the product page loads, and what the shopper
 * does with it (a native radio, one call) needs no more. The server's box stays in the page,
 * hidden, as it was printed.
 */
export function mount(root: Element, ctx: WidgetContext) {
  const noop = () => {};
  const doc = root.ownerDocument;
  if (doc.querySelector(COUNTRY_BOX) !== root) return noop; // only the first box
  const data = readCountryBox(root);
  if (!data) {
    log.error('country box: .WooZone-product-data or .WooZone-country-cached is missing or not valid JSON; the server box stays.');
    return noop;
  }
  const marketplace = () => ctx.store.getState().marketplace;
  const actions = countryBoxActions(ctx.store, ctx);
  actions.initCountryBox(data);
  adoptStyles('country-box', CSS);

  // `data-sw-live`: the scanner never takes the live list for another server box.
  const list = el(doc, 'ul', { className: 'WooZone-country-check', attrs: { 'data-sw-live': '' } });
  const loader = el(doc, 'div', { className: 'WooZone-country-loader', attrs: { role: 'status' } });
  const legend = el(doc, 'legend', {}, t('countryBoxLegend'));
  const fieldset = el(doc, 'fieldset', { className: 'WooZone-country-box' }, legend, list, loader);
  const container = el(doc, 'div', { attrs: { 'data-shop-widgets-island': 'country-box' } }, fieldset);
  placeBox(container, root, data.boxpos, data.productId);
  (root as HTMLElement).style.display = 'none';
  // The hidden template's radio shares the live radios' name; unnamed, it cannot join their group.
  const templateRadios = Array.from(root.querySelectorAll<HTMLInputElement>('#WooZone-cc-template input[type=radio][name]'));
  const names = templateRadios.map((input) => input.name);
  templateRadios.forEach((input) => input.removeAttribute('name'));

  const rows = new Map<string, CountryRow>();
  const options = { radioName: data.withRadio ? `WooZone-cc-choose[${data.asin}]` : null, flagAsLink: data.flagAsLink };
  let shownBusy: string | null = null;

  const render = ({ box, chosenCountry, boxBusy }: MarketplaceSlice) => {
    if (!box) return;
    const seen = new Set<string>();
    box.countries.forEach((country, index) => {
      seen.add(country.domain);
      const row = rows.get(country.domain) ?? new CountryRow(doc, country, options);
      rows.set(country.domain, row);
      if (list.children[index] !== row.li) list.insertBefore(row.li, list.children[index] ?? null);
      const link = safeUrl(productLink(country.domain, box.asin, box.affiliateIds), { sameOrigin: false });
      row.update(country, link, country.domain === chosenCountry);
    });
    for (const [domain, row] of rows) {
      if (seen.has(domain)) continue;
      row.li.remove();
      rows.delete(domain);
    }
    if (boxBusy !== shownBusy) {
      shownBusy = boxBusy;
      loader.replaceChildren(...(boxBusy ? [el(doc, 'span', { className: 'WooZone-country-loader-text' }, boxBusy)] : []));
    }
    putChosenCountryInForm(doc, box.productId, chosenCountry);
  };
  render(marketplace());
  const unsubscribe = ctx.store.subscribe((state, prev) => {
    if (state.marketplace !== prev.marketplace) render(state.marketplace);
  });

  const onChange = (event: Event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.type === 'radio' && radio.checked) void actions.chooseCountry(radio.value);
  };
  list.addEventListener('change', onChange);

  // When do_update is set, the list is refreshed once per page view (the slice guards "once").
  if (data.doUpdate) void actions.updateCountries();
  const stopVerify = verifyUnknown(ctx, data);

  return () => {
    unsubscribe();
    stopVerify();
    list.removeEventListener('change', onChange);
    container.remove();
    templateRadios.forEach((input, i) => (input.name = names[i]!));
  };
}

/** The country-check verify: every 300 ms, at most 15 steps; what is still unknown then is 'not available'. */
function verifyUnknown(ctx: WidgetContext, data: CountryBoxData): () => void {
  if (!hasUnknown(data.countries)) return () => {};
  let steps = 0;
  const timer = setInterval(() => {
    steps++;
    const marketplace = ctx.store.getState().marketplace;
    if (!hasUnknown(marketplace.box?.countries ?? [])) clearInterval(timer);
    else if (steps >= COUNTRY_CHECK_VERIFY_MAX_STEPS) {
      clearInterval(timer);
      countryBoxActions(ctx.store, ctx).settleUnverified();
    }
  }, COUNTRY_CHECK_VERIFY_INTERVAL_MS);
  return () => clearInterval(timer);
}
