import { lazyMessages } from './messages-lazy';
import { addMessages, text, type MessageId } from './t';
import { loadTranslations } from './translations';
// Lazy code may show the first-view messages too, and fills placeholders in as their `t` does;
// importing their module (not the messages themselves) keeps them in one chunk with it.
import { fillIn } from './t-first-view';

addMessages(lazyMessages, ({ marketplace: { lang }, theme, compare }) => ({
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
}));
// Code that loads later shows strings as soon as it runs: its module waits for the catalogue
// of the page's language (its own chunk, fetched beside this one; English pages fetch nothing).
await loadTranslations();

/**
 * `t` for code that loads on demand: any message id. Importing this module adds the lazy
 * catalogue (./messages-lazy.ts), so it never sits in the start-up code.
 */
export const t: (id: MessageId, vars?: Record<string, string | number>) => string = (id, vars) => fillIn(text(id), vars);
