import { t } from '../../src/i18n/t-country-box';
import type { MarketplaceCountry } from '../../src/lib/country-box-data';

/** One country of the live box: its `<li>`, and what shows the country's link and status in it. */
export interface CountryRow {
  li: HTMLLIElement;
  update(country: MarketplaceCountry, link: string): void;
}

/**
 * A copy of WooZone's own row, the `<li>` of `#WooZone-cc-template` (HOOKS.md) — the radio
 * (absent for external products), the flag its stylesheet draws from the domain class (optionally
 * a link), the name as the outbound link, and the status — filled as WooZone's script fills it.
 * Made once per country and updated in place, so a radio the shopper focused keeps its focus
 * when update_countries answers.
 */
export function countryRow(template: Element, { domain, name }: MarketplaceCountry, checked: boolean): CountryRow {
  const li = template.cloneNode(true) as HTMLLIElement;
  const doc = li.ownerDocument;
  const part = (selector: string) => li.querySelector<HTMLElement>(selector);
  const status = part('.WooZone-cc-status')!;
  const radio = part('.WooZone-cc_checkbox input[type=radio]') as HTMLInputElement | null;
  const nameLink = part('.WooZone-cc_name > a')!;
  const flagLink = part('.WooZone-cc_domain > a');
  const links = flagLink ? [nameLink, flagLink] : [nameLink];
  li.dataset.country = domain;
  status.id = `WooZone-cc-status-${domain}`;
  if (radio) {
    Object.assign(radio, { value: domain, checked });
    // The template's radio has no label: the country's name, and its status as the description.
    radio.setAttribute('aria-label', name);
    radio.setAttribute('aria-describedby', status.id);
  }
  // WooZone's flag class: the domain with its first dot as a dash (as src/lib/country-status.ts,
  // which the mini-cart's rows use: imported here, it would be a file of its own). The flag and
  // its link, the name's twin, are left out of what is read and of the tab order.
  const flag = part('.WooZone-cc_domain')!;
  flag.classList.add(domain.replace('.', '-'));
  flag.title = name;
  flag.setAttribute('aria-hidden', 'true');
  flagLink?.setAttribute('tabindex', '-1');
  for (const a of links) (a as HTMLAnchorElement).rel = 'noopener sponsored';
  const hint = doc.createElement('span');
  hint.className = 'screen-reader-text';
  hint.textContent = ` ${t('opensInNewWindow')}`;
  nameLink.replaceChildren(name, hint);

  let shown: boolean | undefined | null = null;
  return {
    li,
    update({ available }, link) {
      for (const a of links) (a as HTMLAnchorElement).href = link;
      if (shown === available) return;
      shown = available;
      const text = doc.createElement('span');
      [text.className, text.textContent] =
        available === undefined
          ? ['WooZone-cc-loader', t('loading')]
          : available
            ? ['WooZone-status-available', t('available')]
            : ['WooZone-status-unavailable', t('notAvailable')];
      status.replaceChildren(text);
    },
  };
}
