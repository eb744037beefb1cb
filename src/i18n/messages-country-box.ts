/**
 * The messages of the country box, in English (the source strings). The box shows as a product
 * page loads: its translations travel inside its code (./t-country-box.ts,
 * ./languages/shop-widgets-<locale>.country-box.json), so the page fetches no catalogue for them.
 * Its status and loader texts are WooZone's own where the page prints them (`woozone_vars.lang`).
 */
export const countryBoxMessages = {
  countryBoxLegend: 'Choose the country of the marketplace',
  available: 'available',
  notAvailable: 'not available',
  opensInNewWindow: '(opens in a new window)',
} as const;

export type CountryBoxMessageId = keyof typeof countryBoxMessages;
