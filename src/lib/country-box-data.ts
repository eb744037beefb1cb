import { isRecord } from '../api/http';
import type { AffiliateIds } from './marketplace-link';

/**
 * Reads WooZone's country box (HOOKS.md "Country box"): JSON in the hidden elements
 * `.WooZone-product-data`, `.WooZone-country-cached` and `.WooZone-country-affid`. The same reader
 * serves the page's box and the HTML that update_countries answers, checked by hand as every
 * answer is (src/api/http.ts).
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
  /** The country the product is bought from now (the checked radio), '' when none. */
  country: string;
  boxpos: string;
  doUpdate: boolean;
  countries: MarketplaceCountry[];
  affiliateIds: AffiliateIds;
}

/** A country domain as WooZone writes it: 'de', 'co.uk', 'com.au'. */
const DOMAIN = /^[a-z]{2,3}(\.[a-z]{2,3})?$/;

/** A flag as PHP prints it: true, 1, "1", "yes" and "true" mean yes; anything else no. */
const phpFlag = (value: unknown): boolean => /^(true|1|yes)$/.test(String(value));

const isText = (value: unknown): value is string => typeof value === 'string';

/** Text, or '' when missing or not text. */
const optionalText = (value: unknown): string => (isText(value) ? value : '');

function jsonOf(root: ParentNode, selector: string): unknown {
  try {
    return JSON.parse(root.querySelector(selector)?.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** `{domain, name, available?}`: a domain as WooZone writes it, a name, a PHP flag if any. */
const isCountry = (entry: unknown): entry is Record<string, unknown> =>
  isRecord(entry) && isText(entry.domain) && DOMAIN.test(entry.domain) && isText(entry.name);

/**
 * The box's data, or null when its product data (`{prodid, asin, prodcountry?, boxpos?,
 * do_update?}`: prodid a string or number, asin not empty) or its country list
 * (`[{domain, name, available?}]`, every entry readable) is missing or malformed. Affiliate ids
 * (`{main_aff_id?, aff_ids?: [{country, aff_id}]}`) that cannot be read are none.
 */
export function readCountryBox(root: ParentNode): CountryBoxData | null {
  const product = jsonOf(root, '.WooZone-product-data');
  const countries = jsonOf(root, '.WooZone-country-cached');
  const affiliate = jsonOf(root, '.WooZone-country-affid');
  const ids = isRecord(affiliate) ? (affiliate.aff_ids ?? []) : null;
  const validIds = Array.isArray(ids) && ids.every((id) => isRecord(id) && isText(id.country) && isText(id.aff_id));
  return isRecord(product) &&
    /^(string|number)$/.test(typeof product.prodid) &&
    optionalText(product.asin) &&
    Array.isArray(countries) &&
    countries.every(isCountry)
    ? {
        productId: String(product.prodid),
        asin: product.asin as string,
        country: optionalText(product.prodcountry),
        boxpos: optionalText(product.boxpos),
        doUpdate: phpFlag(product.do_update),
        countries: countries.map(
          (entry) => ({ ...entry, available: entry.available === undefined ? undefined : phpFlag(entry.available) }) as MarketplaceCountry,
        ),
        affiliateIds: { main_aff_id: validIds ? optionalText((affiliate as Record<string, unknown>).main_aff_id) : '', aff_ids: validIds ? ids : [] },
      }
    : null;
}

/** Marks every country whose availability is still unknown as not available. */
export const settleUnknown = (countries: MarketplaceCountry[]): MarketplaceCountry[] =>
  countries.map((c) => (c.available === undefined ? { ...c, available: false } : c));

export const hasUnknown = (countries: MarketplaceCountry[]): boolean => countries.some((c) => c.available === undefined);
