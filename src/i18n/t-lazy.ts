import { lazyMessages } from './messages-lazy';
import { addCataloguePart, t as tStart, type MessageId, type Placeholders } from './t';
import nl from './languages/shop-widgets-nl_NL.json';

// The rest of the catalogue: English sources, the page's own strings for them, their Dutch. A
// static import, so it comes with the code that shows these strings, as any module it imports:
// that code shows them in the page's language at once, and the start-up code never carries them.
addCataloguePart({
  sources: lazyMessages,
  pageTexts: ({ marketplace: { lang }, theme, compare }) => ({
    back: theme.back,
    endOfList: theme.fin,
    noResults: theme.noresults,
    compareGroupEmpty: compare.item_error_add,
    compareGroupOne: compare.item_error_comp,
    closing: lang.closing,
    crossSellLoading: lang.load_cross_sell_box,
    shopCheckoutDone: lang.amzcart_checkout,
    shopCanceled: lang.amzcart_cancel,
    // WooZone shows amzcart_cancel_msg while shops are undecided and amzcart_checkout_msg once all are.
    shopsNotDecided: lang.amzcart_cancel_msg,
    shopsAllGood: lang.amzcart_checkout_msg,
  }),
  translations: { nl },
});

/** `t` (./t.ts) for any message id: importing this module adds the rest of the catalogue. */
export const t = tStart as (id: MessageId, vars?: Placeholders) => string;
