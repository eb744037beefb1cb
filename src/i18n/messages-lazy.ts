/**
 * The messages of the code that loads on demand (islands, dialogs, store-wide UI, the REST
 * client): kept out of the start-up code. Lazy modules show them through `t` of ./t-lazy.ts,
 * which adds this catalogue when it loads.
 */
export const lazyMessages = {
  // Cart
  cartPanelTitle: 'Winkelwagen',
  close: 'Sluiten',
  cartUpdated: 'Winkelwagen bijgewerkt',
  increaseQuantity: 'Aantal verhogen',
  decreaseQuantity: 'Aantal verlagen',
  // Marketplace (issue 3): country box, cart page
  countryBoxLegend: 'Kies het land van de marktplaats',
  opensInNewWindow: '(opent in een nieuw venster)',
  checkoutEmailInvalid: 'Vul een geldig e-mailadres in.',
  // Comparison (issue 4): bar, buttons, icon, chart and search overlay
  compareBarTitle: 'Vergelijken',
  compareGroups: 'Vergelijkingsgroepen',
  compareGo: 'Vergelijk',
  compareGroupEmptyList: 'Nog geen producten in deze groep.',
  compareRemoveItem: 'Verwijder {name} uit de vergelijking',
  compareIconLabel: 'Vergelijking openen ({count} producten)',
  compareIconLabelOne: 'Vergelijking openen (1 product)',
  compareSearchTitle: 'Product zoeken om te vergelijken',
  compareSearchLabel: 'Zoek een product om toe te voegen',
  compareSearchClose: 'Zoeken sluiten',
  compareSearchFailed: 'Zoeken is niet gelukt. Probeer het opnieuw.',
  // Store-wide
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
  invalid_json: 'Het antwoord is geen geldig JSON-antwoord.',
  unknown_error: 'Er is een onbekende fout opgetreden.',
  post_process:
    'Het uploaden van media is mislukt. Als dit een foto of een grote afbeelding is, verklein deze dan en probeer het opnieuw.',
} as const;

export type LazyMessageId = keyof typeof lazyMessages;
