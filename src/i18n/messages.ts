/**
 * The message catalogue of the start-up code: every user-facing string the entry and core chunk
 * show, under an id, in English — the source strings (msgids) that translations are keyed by,
 * with the spec's texts where SPEC.md gives them in English. The strings of code that loads
 * later are in ./messages-lazy.ts; their translations in ./languages/ (README "Languages").
 * A page overrides any message through its globals (woozone_vars.lang, rhscriptvars,
 * comparechart, wc_add_to_cart_params) or `shop_widgets.messages`.
 */
export const messages = {
  // Cart
  addedToCart: 'Added to Cart',
  viewCart: 'View cart',
  // SPEC §8 fetch_error: a start-up string, so an add made while offline can say so
  fetch_error: 'You are probably offline.',
  // Loader texts (SPEC §8)
  loading: 'Loading...',
  saving: 'Saving...',
  updating: 'Updating...',
  // Comparison
  compareFailed: 'Comparing did not work. Please try again.',
} as const;

export type StartupMessageId = keyof typeof messages;
