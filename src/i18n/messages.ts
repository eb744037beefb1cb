/**
 * The message catalogue: every user-facing string of SPEC.md under an id, with the spec's text
 * as the default. A page overrides any of them through its globals (woozone_vars.lang,
 * rhscriptvars, comparechart, wc_add_to_cart_params) or `shop_widgets.messages`.
 */
export const messages = {
  // Cart
  addedToCart: 'Added to Cart',
  viewCart: 'Bekijk winkelwagen',
  cartPanelTitle: 'Winkelwagen',
  close: 'Sluiten',
  cartUpdated: 'Winkelwagen bijgewerkt',
  itemRemoved: 'Product verwijderd uit de winkelwagen',
  quantityNotSaved: 'Het aantal kon niet worden opgeslagen. Probeer het opnieuw.',
  increaseQuantity: 'Aantal verhogen',
  decreaseQuantity: 'Aantal verlagen',
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
  // Marketplace (issue 3): country box, cart page
  countryBoxLegend: 'Kies het land van de marktplaats',
  opensInNewWindow: '(opent in een nieuw venster)',
  checkoutEmailInvalid: 'Vul een geldig e-mailadres in.',
  // Comparison
  compareGroupEmpty: 'Voeg items toe aan deze vergelijking groep of kies geen lege groep',
  compareGroupOne: 'Voeg meer items toe om te vergelijken',
  // Comparison (issue 4): bar, buttons, icon, chart and search overlay
  compareBarTitle: 'Vergelijken',
  compareGroups: 'Vergelijkingsgroepen',
  compareGo: 'Vergelijk',
  compareGroupEmptyList: 'Nog geen producten in deze groep.',
  compareRemoveItem: 'Verwijder {name} uit de vergelijking',
  compareIconLabel: 'Vergelijking openen ({count} producten)',
  compareIconLabelOne: 'Vergelijking openen (1 product)',
  compareAdded: 'Toegevoegd aan de vergelijking ({count})',
  compareRemoved: 'Verwijderd uit de vergelijking ({count})',
  compareFailed: 'Vergelijken is niet gelukt. Probeer het opnieuw.',
  compareSearchTitle: 'Product zoeken om te vergelijken',
  compareSearchLabel: 'Zoek een product om toe te voegen',
  compareSearchClose: 'Zoeken sluiten',
  compareSearchFailed: 'Zoeken is niet gelukt. Probeer het opnieuw.',
  // Store-wide
  back: 'terug',
  endOfList: 'Dat is alles',
  yourRating: 'Uw Beoordeling:',
  noResults: 'No results found',
  modalLoadError: 'An error has occured. Please try again in a few moments.',
  // Store-wide UI (issue 6): mobile menu, live search, load more, coming-soon banner
  mobileMenu: 'Menu',
  closeMenu: 'Menu sluiten',
  search: 'Zoeken',
  backToTop: 'Terug naar boven',
  searchResultCount: '{count} resultaten',
  loadMoreFailed: 'Meer laden is niet gelukt. Probeer het opnieuw.',
  comingSoonDismissFailed: 'De melding kon niet worden verborgen. Probeer het opnieuw.',
  // Pop-ups, accounts, coupons and deals (issue 5)
  dialog: 'Venster',
  popupFailed: 'Dit venster kon niet worden geopend.',
  invalidEmail: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  invalidPhone: 'Vul een geldig telefoonnummer in: 6 tot 15 cijfers, eventueel met + ervoor.',
  requiredField: 'Vul het veld “{field}” in.',
  sending: 'Bezig met versturen…',
  couponTitle: 'Je kortingscode',
  couponCopy: 'Kopieer code',
  couponCopied: 'Code gekopieerd',
  couponCopyFailed: 'Kopiëren lukte niet; selecteer de code en kopieer hem zelf.',
  couponToShop: 'Naar de winkel',
  lightboxPrevious: 'Vorige',
  lightboxNext: 'Volgende',
  lightboxPosition: '{index} van {total}',
  quickViewTitle: 'Snel bekijken: {name}',
  countdownLabel: 'Nog {days} dagen, {hours} uur, {minutes} minuten en {seconds} seconden',
  temperatureSaved: 'Temperatuur: {value}',
  temperatureFailed: 'Je stem kon niet worden opgeslagen. Probeer het later opnieuw.',
  // REST client errors (SPEC §8), Dutch as the store's locale is nl
  fetch_error: 'U bent waarschijnlijk offline.',
  invalid_json: 'Het antwoord is geen geldig JSON-antwoord.',
  unknown_error: 'Er is een onbekende fout opgetreden.',
  post_process:
    'Het uploaden van media is mislukt. Als dit een foto of een grote afbeelding is, verklein deze dan en probeer het opnieuw.',
} as const;

/** The English texts of the REST errors, as SPEC §8 lists them (locale en). */
export const restErrorsEnglish = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export type MessageId = keyof typeof messages;
