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

/**
 * Start-up messages (./messages.ts) the box shows while it loads, saves or updates. Their Dutch is
 * in its part too, so a product page shows them translated without the whole catalogue; they stay
 * in the whole catalogue as well, for the other code that shows them (the cart panel, cross-sell).
 */
export const countryBoxStartupIds = ['loading', 'saving', 'updating'] as const;
