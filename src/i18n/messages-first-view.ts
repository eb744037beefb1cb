/**
 * The messages of code that runs at start without any interaction (the country box a product
 * page shows at once, the compare icon), in English (the source strings). Their translations are
 * a catalogue of their own (./languages/shop-widgets-<locale>.first-view.json), so a page that
 * shows them fetches these few strings, not the whole lazy catalogue. Code shows them through
 * `t` of ./t-first-view.ts.
 */
export const firstViewMessages = {
  // Marketplace: the country box
  countryBoxLegend: 'Choose the country of the marketplace',
  available: 'available',
  notAvailable: 'not available',
  opensInNewWindow: '(opens in a new window)',
  // Comparison: the icon's name, set as a page loads where this browser compares something
  compareIconLabel: 'Open the comparison ({count} products)',
  compareIconLabelOne: 'Open the comparison (1 product)',
  // Ratings' accessible name where the theme prints no your_rating (the page's own wins)
  yourRating: 'Your rating:',
} as const;

export type FirstViewMessageId = keyof typeof firstViewMessages;

/**
 * Start-up messages (./messages.ts) that the first-view code shows too: their translations live
 * in the first-view catalogue, so that code finds them without the whole one.
 */
export const firstViewStartupIds = ['loading', 'saving', 'updating'] as const;
