import type { MarketplaceCountry } from './country-box-data';

/** Marks every country whose availability is still unknown as not available. */
export const settleUnknown = (countries: MarketplaceCountry[]): MarketplaceCountry[] =>
  countries.map((c) => (c.available === undefined ? { ...c, available: false } : c));

export const hasUnknown = (countries: MarketplaceCountry[]): boolean => countries.some((c) => c.available === undefined);
