/**
 * The message catalogue of the start-up code: every user-facing string of SPEC.md that the entry
 * and core chunk show, under an id, with the spec's text as the default. The strings of the code
 * that loads later are in ./messages-lazy.ts. A page overrides any message through its globals
 * (woozone_vars.lang, rhscriptvars, comparechart, wc_add_to_cart_params) or
 * `shop_widgets.messages`.
 */
export const messages = {
  // Cart
  addedToCart: 'Added to Cart',
  viewCart: 'Bekijk winkelwagen',
  itemRemoved: 'Product verwijderd uit de winkelwagen',
  quantityNotSaved: 'Het aantal kon niet worden opgeslagen. Probeer het opnieuw.',
  // SPEC §8 fetch_error in Dutch: shown at start-up too (an add while offline cannot load more code)
  fetch_error: 'U bent waarschijnlijk offline.',
  // Loader texts (SPEC §8)
  loading: 'Loading...',
  saving: 'Saving...',
  updating: 'Updating...',
  closing: 'Closing...',
  crossSellLoading: 'Frequently Bought Together Loading...',
  // Marketplace
  available: 'available',
  notAvailable: 'not available',
  shopsNotDecided: 'You must check or cancel all [marketplace] shops!',
  shopsAllGood: 'all good',
  shopCheckoutDone: 'checkout done',
  shopCanceled: 'canceled',
  // Comparison
  compareGroupEmpty: 'Voeg items toe aan deze vergelijking groep of kies geen lege groep',
  compareGroupOne: 'Voeg meer items toe om te vergelijken',
  // Comparison (issue 4): bar, buttons, icon, chart and search overlay
  compareAdded: 'Toegevoegd aan de vergelijking ({count})',
  compareRemoved: 'Verwijderd uit de vergelijking ({count})',
  compareFailed: 'Vergelijken is niet gelukt. Probeer het opnieuw.',
  // Store-wide
  back: 'terug',
  endOfList: 'Dat is alles',
  yourRating: 'Uw Beoordeling:',
  noResults: 'No results found',
} as const;

/** The English texts of the REST errors, as SPEC §8 lists them (locale en). */
export const restErrorsEnglish = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export type StartupMessageId = keyof typeof messages;
