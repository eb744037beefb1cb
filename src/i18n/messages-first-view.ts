/**
 * The messages of code that runs at start without any interaction and loads with the shopper's
 * comparison (the compare icon), in English (the source strings). Their translations are a
 * catalogue of their own (./languages/shop-widgets-<locale>.first-view.json), so a page that
 * shows them fetches these few strings, not the whole lazy catalogue. Code shows them through
 * `t` of ./t-first-view.ts. The country box's strings travel inside its own code
 * (./messages-country-box.ts).
 */
export const firstViewMessages = {
  // Comparison: the icon's name, set as a page loads where this browser compares something
  compareIconLabel: 'Open the comparison ({count} products)',
  compareIconLabelOne: 'Open the comparison (1 product)',
  // Ratings' accessible name where the theme prints no your_rating (the page's own wins)
  yourRating: 'Your rating:',
} as const;

export type FirstViewMessageId = keyof typeof firstViewMessages;
