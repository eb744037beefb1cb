import { t } from '../../src/i18n/t-first-view';
import { flagClass } from '../../src/lib/country-status';
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

let nextId = 0;

/** An element with its properties (attributes through `attrs`) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { attrs?: Record<string, string> } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const { attrs, ...rest } = props;
  const node = Object.assign(doc.createElement(tag), rest);
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const outbound = { target: '_blank', rel: 'noopener sponsored' };

export class CountryRow {
  readonly li: HTMLLIElement;
  private readonly radio: HTMLInputElement | null = null;
  private readonly flag: HTMLSpanElement;
  private readonly flagLink: HTMLAnchorElement | null;
  private readonly nameLink: HTMLAnchorElement;
  private readonly status: HTMLSpanElement;
  private available: boolean | undefined | null = null;

  constructor(doc: Document, country: MarketplaceCountry, options: RowOptions) {
    const statusId = `sw-country-status-${++nextId}`;
    this.li = el(doc, 'li', { attrs: { 'data-country': country.domain } });
    if (options.radioName) {
      this.radio = el(doc, 'input', {
        type: 'radio',
        name: options.radioName,
        value: country.domain,
        attrs: { 'aria-label': country.name, 'aria-describedby': statusId },
      });
      this.li.append(el(doc, 'span', { className: 'WooZone-cc_checkbox' }, this.radio));
    }
    // WooZone's markup: its stylesheet draws the flag from the domain class; no text inside. The
    // flag link is hidden from assistive technology and the tab order (the name is the link).
    const flagClasses = `WooZone-cc_domain ${flagClass(country.domain)}${options.flagAsLink ? ' WooZone-countryflag-aslink' : ''}`;
    this.flag = el(doc, 'span', { className: flagClasses, title: country.name, attrs: { 'aria-hidden': 'true' } });
    this.flagLink = options.flagAsLink ? el(doc, 'a', { ...outbound, tabIndex: -1 }) : null;
    const newWindow = el(doc, 'span', { className: 'screen-reader-text' }, ` ${t('opensInNewWindow')}`);
    this.nameLink = el(doc, 'a', outbound, country.name, newWindow);
    this.status = el(doc, 'span', { className: 'WooZone-cc-status', id: statusId });
    this.li.append(this.flag, el(doc, 'span', { className: 'WooZone-cc_name' }, this.nameLink), ' - ', this.status);
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
    const [className, text] =
      country.available === undefined
        ? ['WooZone-cc-loader', t('loading')]
        : country.available
          ? ['WooZone-status-available', t('available')]
          : ['WooZone-status-unavailable', t('notAvailable')];
    this.status.replaceChildren(el(this.li.ownerDocument, 'span', { className }, text));
  }
}
