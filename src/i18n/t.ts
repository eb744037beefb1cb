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

/**
 * Where the page's own globals say a message (the theme's, WooCommerce's, WooZone's strings).
 * Each catalogue brings the mapping of its own ids: those of code that loads later come with
 * it (./t-first-view.ts, ./t-lazy.ts), not with the start-up code.
 */
export type PageTexts = (config: ShopConfig) => Partial<Record<AnyMessageId, string | undefined>>;

// A text key of a global the page did not print has its default '' (src/config/sections/), which
// counts as not said: no need to ask whether the global is there.
const startupPageTexts: PageTexts = ({ addToCart, theme, marketplace: { lang } }) => ({
  viewCart: addToCart.i18n_view_cart,
  addedToCart: theme.addedcart,
  loading: lang.loading,
  saving: lang.saving,
  updating: lang.updating,
});
const pageTexts = [startupPageTexts];
let pageConfig: ShopConfig | undefined;

/** The page's own strings (empty ones do not count), `shop_widgets.messages` over them. */
function applyOverrides(): void {
  if (!pageConfig) return;
  const config = pageConfig;
  const fromPage = Object.entries(Object.assign({}, ...pageTexts.map((texts) => texts(config))));
  overrides = {
    ...Object.fromEntries(fromPage.filter(([, v]) => typeof v === 'string' && v !== '')),
    ...(config.options.messages as Partial<Record<AnyMessageId, string>>),
  };
}

/** Adds a catalogue of lazily loaded code (./t-lazy.ts), with where the page says its messages. */
export function addMessages(more: Partial<Record<AnyMessageId, string>>, texts?: PageTexts): void {
  Object.assign(catalogue, more);
  if (texts) pageTexts.push(texts);
  applyOverrides();
}

/** Maps the theme's and plugins' localized strings onto our message ids. */
export function installMessages(config: ShopConfig): void {
  pageConfig = config;
  applyOverrides();
}

/**
 * The text of any message whose catalogue has loaded: the page's own (globals,
 * shop_widgets.messages), else the translation of its English source (./translations.ts), else
 * the source. The start-up messages have no placeholders; the `t` of code that loads later fills
 * them in (./t-first-view.ts).
 */
export function text(id: AnyMessageId): string {
  return overrides[id] ?? translate(catalogue[id] ?? id);
}

/**
 * The text of a message of the start-up catalogue. Code that loads later and shows one of the
 * lazy messages takes `t` from ./t-lazy.ts (the type checker says which is needed).
 */
export const t: (id: StartupMessageId) => string = text;

export function resetMessages(): void {
  overrides = {};
  pageConfig = undefined;
}
