import type { MarketplaceCountry } from './country-box-data';

// A country as WooZone shows it: its status and its flag. In the start-up code (the marketplace
// slice settles statuses): the country box and the mini-cart's country rows both use them, and a
// chunk of its own for one line would cost more than the line.

/** Marks every country whose availability is still unknown as not available. */
export const settleUnknown = (countries: MarketplaceCountry[]): MarketplaceCountry[] =>
  countries.map((c) => (c.available === undefined ? { ...c, available: false } : c));

export const hasUnknown = (countries: MarketplaceCountry[]): boolean => countries.some((c) => c.available === undefined);

/**
 * The CSS class WooZone gives a country's flag: the domain with its first dot as a dash ('co.uk' →
 * 'co-uk'). WooZone's stylesheet draws the flag from it (`.WooZone-cc_domain.co-uk`); the element
 * holds no text (a flag emoji shows as an empty box on Linux and as letters on Windows).
 */
export const flagClass = (domain: string): string => domain.replace('.', '-');
