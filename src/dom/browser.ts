/**
 * Navigation and windows, in one object so tests can observe them (jsdom cannot navigate).
 * Product code never touches location.assign / reload / window.open directly.
 *
 * Here only what start-up code uses (following a link after a click); ./browser-full.ts adds
 * the rest to this same object for code that loads later, so a test's spy on a method sees
 * every caller, whichever file it imported.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
