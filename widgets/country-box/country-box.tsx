import { useEffect, useId } from 'react';
import { useShop, useWidgetContext } from '../../mount/react/store-context';
import { t } from '../../src/i18n/t-lazy';
import { adoptStyles } from '../../src/dom/styles';
import { safeUrl } from '../../src/dom/safe-url';
import { flagClass, productLink } from '../../src/lib/marketplace-link';
import { hasUnknown, type MarketplaceCountry } from '../../src/lib/country-box-data';
import { COUNTRY_CHECK_VERIFY_INTERVAL_MS, COUNTRY_CHECK_VERIFY_MAX_STEPS } from '../../src/config/constants';
import { useChosenCountryInForm } from './chosen-country-field';

const CSS = `
.WooZone-country-box{border:1px solid #dde3da;border-radius:8px;padding:.75rem 1rem;margin:1rem 0;background:#fff}
.WooZone-country-box legend{font-weight:700;padding:0 .25rem}
.WooZone-country-box ul.WooZone-country-check{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.WooZone-country-box li{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem}
.WooZone-country-box .WooZone-cc_domain{font-size:1.2rem;line-height:1;text-decoration:none}
.WooZone-country-box .WooZone-status-available{color:#1b5e20}
.WooZone-country-box .WooZone-status-unavailable{color:#8e1b1b}
.WooZone-country-box .WooZone-cc-loader{color:#555;font-style:italic}
.WooZone-country-box .WooZone-country-loader{min-height:1.5em;margin:.35rem 0 0;color:#555;font-style:italic}
`;

/** The live country box: one radio per country with its flag, name (the outbound link) and status. */
export function CountryBox() {
  const box = useShop((s) => s.marketplace.box);
  const chosen = useShop((s) => s.marketplace.chosenCountry);
  const busy = useShop((s) => s.marketplace.boxBusy);
  const { store } = useWidgetContext();
  const legendId = useId();

  useEffect(() => adoptStyles('country-box', CSS), []);
  useChosenCountryInForm(box?.productId, chosen);

  // When do_update is set, the list is refreshed once per page view (the slice guards "once").
  useEffect(() => {
    if (box?.doUpdate) void store.getState().marketplace.updateCountries();
  }, [box?.doUpdate, store]);

  // The country-check verify: every 300 ms, at most 15 steps; what is still unknown then is 'not available'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per box (productId), not on each refresh of its countries
  useEffect(() => {
    if (!box || !hasUnknown(box.countries)) return;
    let steps = 0;
    const timer = setInterval(() => {
      steps++;
      const countries = store.getState().marketplace.box?.countries ?? [];
      if (!hasUnknown(countries)) clearInterval(timer);
      else if (steps >= COUNTRY_CHECK_VERIFY_MAX_STEPS) {
        clearInterval(timer);
        store.getState().marketplace.settleUnverified();
      }
    }, COUNTRY_CHECK_VERIFY_INTERVAL_MS);
    return () => clearInterval(timer);
    // Runs once per box: the verify starts with the box, not with each refresh.
  }, [box?.productId, store]);

  if (!box) return null;
  return (
    <fieldset className="WooZone-country-box">
      <legend id={legendId}>{t('countryBoxLegend')}</legend>
      <ul className="WooZone-country-check" data-sw-live="">
        {box.countries.map((country) => (
          <CountryRow
            key={country.domain}
            country={country}
            link={safeUrl(productLink(country.domain, box.asin, box.affiliateIds), { sameOrigin: false }) ?? undefined}
            radioName={box.withRadio ? `WooZone-cc-choose[${box.asin}]` : null}
            flagAsLink={box.flagAsLink}
            checked={country.domain === chosen}
            onChoose={() => void store.getState().marketplace.chooseCountry(country.domain)}
          />
        ))}
      </ul>
      <div className="WooZone-country-loader" role="status">
        {busy ? <span className="WooZone-country-loader-text">{busy}</span> : null}
      </div>
    </fieldset>
  );
}

interface RowProps {
  country: MarketplaceCountry;
  link: string | undefined;
  radioName: string | null;
  flagAsLink: boolean;
  checked: boolean;
  onChoose(): void;
}

function CountryRow({ country, link, radioName, flagAsLink, checked, onChoose }: RowProps) {
  const statusId = useId();
  return (
    <li data-country={country.domain}>
      {radioName ? (
        <span className="WooZone-cc_checkbox">
          <input
            type="radio"
            name={radioName}
            value={country.domain}
            checked={checked}
            onChange={onChoose}
            aria-label={country.name}
            aria-describedby={statusId}
          />
        </span>
      ) : null}
      {/* WooZone's markup: its stylesheet draws the flag from the domain class; no text inside. */}
      <span
        className={`WooZone-cc_domain ${flagClass(country.domain)}${flagAsLink ? ' WooZone-countryflag-aslink' : ''}`}
        title={country.name}
        aria-hidden="true"
      >
        {/* biome-ignore lint/a11y/useAnchorContent: WooZone's flag link is drawn by its stylesheet; hidden from assistive technology and out of the tab order (the country's name is the link) */}
        {flagAsLink && link ? <a href={link} target="_blank" rel="noopener sponsored" tabIndex={-1} /> : null}
      </span>
      <span className="WooZone-cc_name">
        <a href={link} target="_blank" rel="noopener sponsored">
          {country.name}
          <span className="screen-reader-text"> {t('opensInNewWindow')}</span>
        </a>
      </span>
      {' - '}
      <span className="WooZone-cc-status" id={statusId}>
        {country.available === undefined ? (
          <span className="WooZone-cc-loader">{t('loading')}</span>
        ) : country.available ? (
          <span className="WooZone-status-available">{t('available')}</span>
        ) : (
          <span className="WooZone-status-unavailable">{t('notAvailable')}</span>
        )}
      </span>
    </li>
  );
}
