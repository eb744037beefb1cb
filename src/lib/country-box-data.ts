import * as z from 'zod/mini';
import { phpBoolean } from '../api/php-values';
import type { AffiliateIds } from './marketplace-link';

/**
 * Reads WooZone's country box (HOOKS.md "Country box"): JSON in the hidden elements
 * `.WooZone-product-data`, `.WooZone-country-cached` and `.WooZone-country-affid`, and the
 * `#WooZone-cc-template` row. The same reader serves the page's box and the HTML that
 * update_countries answers.
 */
const text = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

const productSchema = z.object({
  prodid: text,
  asin: z.string().check(z.minLength(1)),
  prodcountry: z._default(z.string(), ''),
  boxpos: z._default(z.string(), ''),
  do_update: z._default(z.union([z.boolean(), z.number(), z.string()]), false),
});

const countrySchema = z.object({
  domain: z.string().check(z.regex(/^[a-z]{2,3}(\.[a-z]{2,3})?$/)),
  name: z.string(),
  available: z.optional(phpBoolean),
});

const affSchema = z.object({
  main_aff_id: z._default(z.string(), ''),
  aff_ids: z._default(z.array(z.object({ country: z.string(), aff_id: z.string() })), []),
});

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

function jsonOf(root: ParentNode, selector: string): unknown {
  const raw = root.querySelector(selector)?.textContent;
  if (!raw?.trim()) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The box's data, or null when its product data or country list is missing or malformed. */
export function readCountryBox(root: ParentNode): CountryBoxData | null {
  const product = productSchema.safeParse(jsonOf(root, '.WooZone-product-data'));
  const countries = z.array(countrySchema).safeParse(jsonOf(root, '.WooZone-country-cached'));
  if (!product.success || !countries.success) return null;
  const aff = affSchema.safeParse(jsonOf(root, '.WooZone-country-affid') ?? {});
  const template = root.querySelector('#WooZone-cc-template');
  return {
    productId: product.data.prodid,
    asin: product.data.asin,
    country: product.data.prodcountry,
    boxpos: product.data.boxpos,
    doUpdate: phpBoolean.parse(product.data.do_update),
    countries: countries.data,
    affiliateIds: aff.success ? aff.data : { main_aff_id: '', aff_ids: [] },
    withRadio: template ? Boolean(template.querySelector('.WooZone-cc_checkbox input[type=radio]')) : true,
    flagAsLink: Boolean(template?.querySelector('.WooZone-cc_domain > a, .WooZone-countryflag-aslink')),
  };
}

// The status helpers live apart: the start-up code needs them without this reader's schemas.
export { settleUnknown, hasUnknown } from './country-status';
