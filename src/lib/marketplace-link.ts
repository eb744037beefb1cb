/**
 * Outbound marketplace product links (SPEC §2): `{marketplace domain}/dp/{asin}/?tag={affiliate id}`,
 * the affiliate id being the one of that country when the shop has one, otherwise main_aff_id.
 */
export interface AffiliateIds {
  main_aff_id: string;
  aff_ids: { country: string; aff_id: string }[];
}

export const affiliateIdFor = (country: string, ids: AffiliateIds): string => ids.aff_ids.find((entry) => entry.country === country)?.aff_id ?? ids.main_aff_id;

/** The link on the marketplace of a country domain ('de', 'co.uk', 'com' …). */
export const productLink = (domain: string, asin: string, ids: AffiliateIds): string =>
  `https://www.amazon.${domain}/dp/${encodeURIComponent(asin)}/?tag=${encodeURIComponent(affiliateIdFor(domain, ids))}`;
