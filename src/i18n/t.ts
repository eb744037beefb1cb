import { messages, type StartupMessageId } from './messages';
import type { LazyMessageId } from './messages-lazy';
import type { FirstViewMessageId } from './messages-first-view';
import type { CountryBoxMessageId } from './messages-country-box';
import type { ShopConfig } from '../config/read-config';
import { translate } from './translations';

export type { StartupMessageId, LazyMessageId, FirstViewMessageId, CountryBoxMessageId };
/** What lazy code may show (t-lazy.ts); the country box's own ids travel with its code (t-country-box.ts). */
export type MessageId = StartupMessageId | FirstViewMessageId | LazyMessageId;
type AnyMessageId = MessageId | CountryBoxMessageId;

let overrides: Partial<Record<AnyMessageId, string>> = {};
/** The English source texts known so far: the start-up catalogue, and the others once they have loaded. */
const catalogue: Partial<Record<AnyMessageId, string>> = { ...messages };

/** Adds a catalogue of lazily loaded code (./t-lazy.ts). */
export function addMessages(more: Partial<Record<AnyMessageId, string>>): void {
  Object.assign(catalogue, more);
}

/** Maps the theme's and plugins' localized strings onto our message ids. */
export function installMessages(config: ShopConfig): void {
  const lang = config.marketplace.lang;
  const theme = config.present.rhscriptvars ? config.theme : undefined;
  const fromPage: Partial<Record<AnyMessageId, string | undefined>> = {
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
  overrides = { ...clean, ...(config.options.messages as Partial<Record<AnyMessageId, string>>) };
}

/**
 * The text of any message whose catalogue has loaded: the page's own (globals,
 * shop_widgets.messages), else the translation of its English source (./translations.ts), else
 * the source; `{name}` placeholders are filled from `vars`.
 */
export function text(id: AnyMessageId, vars?: Record<string, string | number>): string {
  const value = overrides[id] ?? translate(catalogue[id] ?? id);
  return vars ? value.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`)) : value;
}

/**
 * The text of a message of the start-up catalogue. Code that loads later and shows one of the
 * lazy messages takes `t` from ./t-lazy.ts (the type checker says which is needed).
 */
export const t: (id: StartupMessageId, vars?: Record<string, string | number>) => string = text;

export function resetMessages(): void {
  overrides = {};
}
