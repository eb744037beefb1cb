/**
 * The start part of the message catalogue: every string the code shows at start without an
 * interaction, or may have to show before any other code can load (the add button's states, the
 * offline message, the loader texts, the compare icon's name, the ratings' label, the country
 * box), under an id, in English — the source strings (msgids) translations are keyed by, with the
 * spec's texts where SPEC.md gives them in English. Their Dutch is the start part of the
 * catalogue (./languages/shop-widgets-nl_NL.start.json), inside the start-up code. The strings of
 * code that loads later are the rest (./messages-lazy.ts). A page overrides any message through
 * its globals (woozone_vars.lang, rhscriptvars, comparechart, wc_add_to_cart_params) or
 * `shop_widgets.messages`.
 */
export const messages = {
  // Cart
  addedToCart: 'Added to Cart',
  viewCart: 'View cart',
  // SPEC §8 fetch_error: shown while offline, when no other code can load
  fetch_error: 'You are probably offline.',
  // Said after fetch_error beside a button whose add waits for the connection (widgets/cart/offline.ts)
  addWaitsForConnection: 'Not added yet: that happens once you are back online.',
  // Loader texts (SPEC §8)
  loading: 'Loading...',
  saving: 'Saving...',
  updating: 'Updating...',
  // Comparison: the icon's name, set as a page loads where this browser compares something
  compareFailed: 'Comparing did not work. Please try again.',
  compareIconLabel: 'Open the comparison ({count} products)',
  compareIconLabelOne: 'Open the comparison (1 product)',
  // Ratings' accessible name where the theme prints no your_rating (the page's own wins)
  yourRating: 'Your rating:',
  // The country box, shown as a product page loads; its status words are WooZone's own where
  // the page prints them (`woozone_vars.lang`)
  countryBoxLegend: 'Choose the country of the marketplace',
  available: 'available',
  notAvailable: 'not available',
  opensInNewWindow: '(opens in a new window)',
} as const;

export type StartupMessageId = keyof typeof messages;
