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

/** The CSS class WooZone gives a country's flag: the domain with its first dot as a dash ('co.uk' → 'co-uk'). */
export const flagClass = (domain: string): string => domain.replace('.', '-');

const COUNTRY_OF_TLD: Record<string, string> = { com: 'US', uk: 'GB' };

/** A flag emoji for a marketplace domain ('de' → 🇩🇪, 'co.uk' → 🇬🇧, 'com' → 🇺🇸); '' when unknown. */
export function flagEmoji(domain: string): string {
  const last = domain.split('.').pop() ?? '';
  const code = COUNTRY_OF_TLD[last] ?? last.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
