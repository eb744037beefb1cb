import { t } from '../../src/i18n/t-first-view';
import { flagClass } from '../../src/lib/marketplace-link';
import type { MarketplaceCountry } from '../../src/lib/country-box-data';

/**
 * One country of the live box, in WooZone's row markup (HOOKS.md): the radio (absent for
 * external products), the flag its stylesheet draws from the domain class, the name as the
 * outbound link, and the status. Built once per country and updated in place, so a radio the
 * shopper focused keeps its focus when update_countries answers.
 */
export interface RowOptions {
  radioName: string | null;
  flagAsLink: boolean;
}

const OUTBOUND_REL = 'noopener sponsored';
let nextId = 0;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  return node;
}

export class CountryRow {
  readonly li: HTMLLIElement;
  private readonly radio: HTMLInputElement | null;
  private readonly flag: HTMLSpanElement;
  private readonly flagLink: HTMLAnchorElement | null;
  private readonly nameLink: HTMLAnchorElement;
  private readonly status: HTMLSpanElement;
  private available: boolean | undefined | null = null;

  constructor(doc: Document, country: MarketplaceCountry, options: RowOptions) {
    this.li = el(doc, 'li');
    this.li.dataset.country = country.domain;
    const statusId = `sw-country-status-${++nextId}`;
    this.radio = null;
    if (options.radioName) {
      const box = el(doc, 'span', 'WooZone-cc_checkbox');
      this.radio = Object.assign(el(doc, 'input'), { type: 'radio', name: options.radioName, value: country.domain });
      this.radio.setAttribute('aria-label', country.name);
      this.radio.setAttribute('aria-describedby', statusId);
      box.append(this.radio);
      this.li.append(box);
    }
    // WooZone's markup: its stylesheet draws the flag from the domain class; no text inside. The
    // flag link is hidden from assistive technology and the tab order (the name is the link).
    const flag = el(doc, 'span', `WooZone-cc_domain ${flagClass(country.domain)}${options.flagAsLink ? ' WooZone-countryflag-aslink' : ''}`);
    flag.title = country.name;
    flag.setAttribute('aria-hidden', 'true');
    this.flag = flag;
    this.flagLink = options.flagAsLink ? Object.assign(el(doc, 'a'), { target: '_blank', rel: OUTBOUND_REL, tabIndex: -1 }) : null;
    const name = el(doc, 'span', 'WooZone-cc_name');
    this.nameLink = Object.assign(el(doc, 'a'), { target: '_blank', rel: OUTBOUND_REL });
    const newWindow = el(doc, 'span', 'screen-reader-text');
    newWindow.textContent = ` ${t('opensInNewWindow')}`;
    this.nameLink.append(country.name, newWindow);
    name.append(this.nameLink);
    this.status = el(doc, 'span', 'WooZone-cc-status');
    this.status.id = statusId;
    this.li.append(flag, name, ' - ', this.status);
  }

  /** Shows the country's link, status and whether it is the chosen one. */
  update(country: MarketplaceCountry, link: string | null, checked: boolean): void {
    if (this.radio && this.radio.checked !== checked) this.radio.checked = checked;
    if (link) this.nameLink.href = link;
    else this.nameLink.removeAttribute('href');
    // The flag link is there only with a link to point at.
    if (this.flagLink && link) {
      this.flagLink.href = link;
      this.flag.append(this.flagLink);
    } else this.flagLink?.remove();
    if (this.available === country.available) return;
    this.available = country.available;
    const doc = this.li.ownerDocument;
    const [className, text] =
      country.available === undefined
        ? ['WooZone-cc-loader', t('loading')]
        : country.available
          ? ['WooZone-status-available', t('available')]
          : ['WooZone-status-unavailable', t('notAvailable')];
    const shown = el(doc, 'span', className);
    shown.textContent = text;
    this.status.replaceChildren(shown);
  }
}
