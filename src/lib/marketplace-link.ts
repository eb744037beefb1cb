/**
 * Outbound marketplace product links (SPEC §2): `{marketplace domain}/dp/{asin}/?tag={affiliate id}`,
 * the affiliate id being the one of that country when the shop has one, otherwise main_aff_id.
 */
export interface AffiliateIds {
  main_aff_id: string;
  aff_ids: { country: string; aff_id: string }[];
}

/** The marketplace's web address for a country domain ('de', 'co.uk', 'com' …). */
export const marketplaceOrigin = (domain: string): string => `https://www.amazon.${domain}`;

export function affiliateIdFor(country: string, ids: AffiliateIds): string {
  return ids.aff_ids.find((entry) => entry.country === country)?.aff_id ?? ids.main_aff_id;
}

export function productLink(domain: string, asin: string, ids: AffiliateIds): string {
  const tag = affiliateIdFor(domain, ids);
  return `${marketplaceOrigin(domain)}/dp/${encodeURIComponent(asin)}/?tag=${encodeURIComponent(tag)}`;
}
