import { messages, type MessageId } from './messages';
import type { ShopConfig } from '../config/read-config';

let overrides: Partial<Record<MessageId, string>> = {};

/** Maps the theme's and plugins' localized strings onto our message ids. */
export function installMessages(config: ShopConfig): void {
  const lang = config.marketplace.lang;
  const theme = config.present.rhscriptvars ? config.theme : undefined;
  const fromPage: Partial<Record<MessageId, string | undefined>> = {
    viewCart: config.present.wc_add_to_cart_params ? config.addToCart.i18n_view_cart : undefined,
    addedToCart: theme?.addedcart,
    back: theme?.back,
    endOfList: theme?.fin,
    noResults: theme?.noresults,
    yourRating: theme?.your_rating,
    compareGroupEmpty: config.present.comparechart ? config.compare.item_error_add : undefined,
    compareGroupOne: config.present.comparechart ? config.compare.item_error_comp : undefined,
    loading: lang.loading,
    saving: lang.saving,
    updating: lang.updating,
    closing: lang.closing,
    available: lang.available_yes,
    notAvailable: lang.available_no,
    crossSellLoading: lang.load_cross_sell_box,
    shopCheckoutDone: lang.amzcart_checkout,
    shopCanceled: lang.amzcart_cancel,
    // WooZone shows amzcart_cancel_msg while shops are undecided and amzcart_checkout_msg once all are.
    shopsNotDecided: lang.amzcart_cancel_msg,
    shopsAllGood: lang.amzcart_checkout_msg,
  };
  const clean = Object.fromEntries(Object.entries(fromPage).filter(([, v]) => typeof v === 'string' && v !== ''));
  overrides = { ...clean, ...(config.options.messages as Partial<Record<MessageId, string>>) };
}

/** The text of a message; `{name}` placeholders are filled from `vars`. */
export function t(id: MessageId, vars?: Record<string, string | number>): string {
  const text = overrides[id] ?? messages[id];
  return vars ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`)) : text;
}

export function resetMessages(): void {
  overrides = {};
}
