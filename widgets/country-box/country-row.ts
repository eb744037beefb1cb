import { t } from '../../src/i18n/t';
import type { MarketplaceCountry } from '../../src/lib/country-box-data';

/** One country of the live box: its `<li>`, and what shows the country's link and status in it. */
export interface CountryRow {
  li: HTMLLIElement;
  update(country: MarketplaceCountry, link: string): void;
}

/** An element of the box's own markup, with its properties (class, text …). */
export const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, properties: Partial<HTMLElementTagNameMap[K]>) =>
  Object.assign(doc.createElement(tag), properties);

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
  const part = (selector: string) => li.querySelector<HTMLElement>(selector)!;
  const status = part('.WooZone-cc-status');
  const radio = li.querySelector<HTMLInputElement>('.WooZone-cc_checkbox input[type=radio]');
  const flag = part('.WooZone-cc_domain');
  const nameLink = part('.WooZone-cc_name > a');
  const flagLink = li.querySelector('.WooZone-cc_domain > a');
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
  flag.classList.add(domain.replace('.', '-'));
  flag.title = name;
  flag.setAttribute('aria-hidden', 'true');
  flagLink?.setAttribute('tabindex', '-1');
  for (const a of links) (a as HTMLAnchorElement).rel = 'noopener sponsored';
  nameLink.replaceChildren(name, element(doc, 'span', { className: 'screen-reader-text', textContent: ` ${t('opensInNewWindow')}` }));

  return {
    li,
    // The status written again with each update is the same text where it has not changed: not
    // a live region, so nothing is announced, and the shopper's focus (on the radio) stays.
    update({ available }, link) {
      for (const a of links) (a as HTMLAnchorElement).href = link;
      status.replaceChildren(
        available === undefined
          ? element(doc, 'span', { className: 'WooZone-cc-loader', textContent: t('loading') })
          : element(doc, 'span', { className: `WooZone-status-${available ? '' : 'un'}available`, textContent: t(available ? 'available' : 'notAvailable') }),
      );
    },
  };
}
