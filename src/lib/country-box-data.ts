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
function phpFlag(value: unknown): boolean | undefined {
  if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') return undefined;
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}

/** A string, or what it is when missing; undefined when it is something else. */
const textOr = (value: unknown, missing: string): string | undefined => (value === undefined ? missing : typeof value === 'string' ? value : undefined);

function jsonOf(root: ParentNode, selector: string): unknown {
  const raw = root.querySelector(selector)?.textContent;
  if (!raw?.trim()) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** `{prodid, asin, prodcountry?, boxpos?, do_update?}`: prodid a string or number, asin not empty. */
function readProduct(value: unknown) {
  if (!isRecord(value)) return undefined;
  const { prodid, asin } = value;
  const country = textOr(value.prodcountry, '');
  const boxpos = textOr(value.boxpos, '');
  const doUpdate = value.do_update === undefined ? false : phpFlag(value.do_update);
  if ((typeof prodid !== 'string' && typeof prodid !== 'number') || typeof asin !== 'string' || !asin) return undefined;
  if (country === undefined || boxpos === undefined || doUpdate === undefined) return undefined;
  return { productId: String(prodid), asin, country, boxpos, doUpdate };
}

/** `[{domain, name, available?}]`; one bad entry makes the list unreadable (the server box stays). */
function readCountries(value: unknown): MarketplaceCountry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const countries: MarketplaceCountry[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.domain !== 'string' || !DOMAIN.test(entry.domain) || typeof entry.name !== 'string') return undefined;
    const available = entry.available === undefined ? undefined : phpFlag(entry.available);
    if (entry.available !== undefined && available === undefined) return undefined;
    countries.push(available === undefined ? { domain: entry.domain, name: entry.name } : { domain: entry.domain, name: entry.name, available });
  }
  return countries;
}

/** `{main_aff_id?, aff_ids?: [{country, aff_id}]}`; anything else: no affiliate ids. */
function readAffiliateIds(value: unknown): AffiliateIds {
  const none = { main_aff_id: '', aff_ids: [] };
  if (!isRecord(value)) return none;
  const main = textOr(value.main_aff_id, '');
  const ids = value.aff_ids === undefined ? [] : value.aff_ids;
  if (main === undefined || !Array.isArray(ids)) return none;
  if (!ids.every((id) => isRecord(id) && typeof id.country === 'string' && typeof id.aff_id === 'string')) return none;
  return { main_aff_id: main, aff_ids: ids.map((id: { country: string; aff_id: string }) => ({ country: id.country, aff_id: id.aff_id })) };
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
