import { isRecord } from '../config/checks';
import type { AffiliateIds } from './marketplace-link';

/**
 * Reads WooZone's country box (HOOKS.md "Country box"): JSON in the hidden elements
 * `.WooZone-product-data`, `.WooZone-country-cached` and `.WooZone-country-affid`, and the
 * `#WooZone-cc-template` row. The same reader serves the page's box and the HTML that
 * update_countries answers. Checked by hand, not with zod: the box shows as the product page
 * loads, and must not wait for zod (~8 KB gzip) to read three small shapes.
 */

export interface MarketplaceCountry {
  domain: string;
  name: string;
  /** Known availability; undefined while it is still being verified. */
  available?: boolean;
}

export interface CountryBoxData {
  productId: string;
  asin: string;
  /** The country the product is bought from now (the checked radio). */
  country: string;
  boxpos: string;
  doUpdate: boolean;
  countries: MarketplaceCountry[];
  affiliateIds: AffiliateIds;
  /** What the row template holds: a radio (absent for external products), a linked flag. */
  withRadio: boolean;
  flagAsLink: boolean;
}

/** A country domain as WooZone writes it: 'de', 'co.uk', 'com.au'. */
const DOMAIN = /^[a-z]{2,3}(\.[a-z]{2,3})?$/;

/** A flag as PHP prints it (true, 1, "1", "yes", "true" mean yes); undefined when it is no flag at all. */
const phpFlag = (value: unknown): boolean | undefined =>
  ['boolean', 'number', 'string'].includes(typeof value) ? [true, 1, '1', 'yes', 'true'].includes(value as string) : undefined;

/** A string, or '' when missing; undefined when it is something else. */
const optionalText = (value: unknown): string | undefined => (value === undefined ? '' : typeof value === 'string' ? value : undefined);

const isText = (value: unknown): value is string => typeof value === 'string';

function jsonOf(root: ParentNode, selector: string): unknown {
  try {
    return JSON.parse(root.querySelector(selector)?.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** `{prodid, asin, prodcountry?, boxpos?, do_update?}`: prodid a string or number, asin not empty. */
function readProduct(value: unknown) {
  if (!isRecord(value) || !(isText(value.prodid) || typeof value.prodid === 'number') || !isText(value.asin) || !value.asin) return undefined;
  const data = {
    productId: String(value.prodid),
    asin: value.asin,
    country: optionalText(value.prodcountry),
    boxpos: optionalText(value.boxpos),
    doUpdate: value.do_update === undefined ? false : phpFlag(value.do_update),
  };
  return Object.values(data).includes(undefined) ? undefined : (data as Omit<CountryBoxData, 'countries' | 'affiliateIds' | 'withRadio' | 'flagAsLink'>);
}

/** `[{domain, name, available?}]`; one bad entry makes the list unreadable (the server box stays). */
function readCountries(value: unknown): MarketplaceCountry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const countries = value.map((entry): MarketplaceCountry | undefined => {
    if (!isRecord(entry) || !isText(entry.domain) || !DOMAIN.test(entry.domain) || !isText(entry.name)) return undefined;
    const country: MarketplaceCountry = { domain: entry.domain, name: entry.name };
    if (entry.available !== undefined) country.available = phpFlag(entry.available);
    return 'available' in country && country.available === undefined ? undefined : country;
  });
  return countries.includes(undefined) ? undefined : (countries as MarketplaceCountry[]);
}

/** `{main_aff_id?, aff_ids?: [{country, aff_id}]}`; anything else: no affiliate ids. */
function readAffiliateIds(value: unknown): AffiliateIds {
  const main = isRecord(value) ? optionalText(value.main_aff_id) : undefined;
  const ids = isRecord(value) ? (value.aff_ids ?? []) : undefined;
  const valid = main !== undefined && Array.isArray(ids) && ids.every((id) => isRecord(id) && isText(id.country) && isText(id.aff_id));
  return valid ? { main_aff_id: main, aff_ids: ids.map(({ country, aff_id }) => ({ country, aff_id })) } : { main_aff_id: '', aff_ids: [] };
}

/** The box's data, or null when its product data or country list is missing or malformed. */
export function readCountryBox(root: ParentNode): CountryBoxData | null {
  const product = readProduct(jsonOf(root, '.WooZone-product-data'));
  const countries = readCountries(jsonOf(root, '.WooZone-country-cached'));
  if (!product || !countries) return null;
  const template = root.querySelector('#WooZone-cc-template');
  return {
    ...product,
    countries,
    affiliateIds: readAffiliateIds(jsonOf(root, '.WooZone-country-affid') ?? {}),
    withRadio: template ? Boolean(template.querySelector('.WooZone-cc_checkbox input[type=radio]')) : true,
    flagAsLink: Boolean(template?.querySelector('.WooZone-cc_domain > a, .WooZone-countryflag-aslink')),
  };
}

// The status helpers live apart: the start-up code needs them without this reader.
export { settleUnknown, hasUnknown } from './country-status';
