/**
 * The rest of the message catalogue: the strings of the code that loads on demand (islands,
 * dialogs, store-wide UI, the REST client), in English (the source strings), kept out of the
 * start-up code with their Dutch (./languages/shop-widgets-nl_NL.json). That code shows them
 * through `t` of ./t-lazy.ts, whose import adds this part.
 */
export const lazyMessages = {
  // The page's globals override some of them (the mapping comes with this part: ./t-lazy.ts).
  // Loader texts (SPEC §8)
  closing: 'Closing...',
  crossSellLoading: 'Frequently Bought Together Loading...',
  // Marketplace: the name is WooZone's own ("amazon shops"), never a placeholder.
  shopsNotDecided: 'You must check or cancel all Amazon shops!',
  shopsAllGood: 'all good',
  shopCheckoutDone: 'checkout done',
  shopCanceled: 'canceled',
  // Comparison (the spec gives the first two in Dutch: see the nl_NL catalogue)
  compareGroupEmpty: 'Add items to this comparison group or choose a group that is not empty',
  compareGroupOne: 'Add more items to compare',
  compareAdded: 'Added to the comparison ({count})',
  compareRemoved: 'Removed from the comparison ({count})',
  // Store-wide (the spec gives the first three in Dutch)
  back: 'back',
  endOfList: 'That is all',
  noResults: 'No results found',
  // Cart
  cartPanelTitle: 'Cart',
  close: 'Close',
  cartUpdated: 'Cart updated',
  itemRemoved: 'Product removed from the cart',
  // Said after fetch_error under a mini-cart quantity that waits for the connection
  quantityWaitsForConnection: 'Not saved yet: that happens once you are back online.',
  increaseQuantity: 'Increase quantity',
  decreaseQuantity: 'Decrease quantity',
  // Cart: undo of a removed mini-cart line (WooCommerce's own "%s removed.", the name in quotes)
  lineRemoved: '“{name}” removed.',
  undoRemoval: 'Undo',
  lineRestored: '“{name}” is back in your cart.',
  undoFailed: '“{name}” could not be put back in your cart.',
  // Marketplace: the cart page
  checkoutEmailInvalid: 'Please enter a valid e-mail address.',
  // Comparison: bar, buttons, icon, chart and search overlay
  compareBarTitle: 'Comparison',
  compareGroups: 'Comparison groups',
  compareGo: 'Compare',
  compareGroupEmptyList: 'No products in this group yet.',
  compareRemoveItem: 'Remove {name} from the comparison',
  compareSearchTitle: 'Search a product to compare',
  compareSearchLabel: 'Search a product to add',
  compareSearchClose: 'Close search',
  compareSearchFailed: 'The search did not work. Please try again.',
  // Store-wide
  modalLoadError: 'An error has occured. Please try again in a few moments.',
  mobileMenu: 'Menu',
  closeMenu: 'Close menu',
  search: 'Search',
  backToTop: 'Back to top',
  searchResultCount: '{count} results',
  loadMoreFailed: 'Loading more did not work. Please try again.',
  comingSoonDismissFailed: 'The notice could not be hidden. Please try again.',
  // Pop-ups, accounts, coupons and deals
  dialog: 'Dialog',
  popupFailed: 'This window could not be opened.',
  invalidEmail: 'Please enter a valid e-mail address, for example name@example.com.',
  invalidPhone: 'Please enter a valid phone number: 6 to 15 digits, optionally with a + in front.',
  requiredField: 'Please fill in the field “{field}”.',
  sending: 'Sending…',
  couponTitle: 'Your coupon code',
  couponCopy: 'Copy code',
  couponCopied: 'Code copied',
  couponCopyFailed: 'Copying did not work; select the code and copy it yourself.',
  couponToShop: 'Go to the shop',
  lightboxPrevious: 'Previous',
  lightboxNext: 'Next',
  lightboxPosition: '{index} of {total}',
  quickViewTitle: 'Quick view: {name}',
  temperatureSaved: 'Temperature: {value}',
  temperatureFailed: 'Your vote could not be saved. Please try again later.',
  // REST client errors (SPEC §8)
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export type LazyMessageId = keyof typeof lazyMessages;
