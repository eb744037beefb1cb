import type { LazyMessageId } from './messages-lazy';
import type { ShopConfig } from '../config/read-config';
import nl from './languages/shop-widgets-nl_NL.start.json';

/**
 * The strings of start-up code: their catalogue, the shipped translations, and t().
 */

/**
 * The start part of the message catalogue: every string the code shows at start without an
 * interaction, or may have to show before any other code can load (the add button's states, the
 * offline message, the loader texts, the compare icon's name, the ratings' label, the country
 * box), under an id, in English — the source strings (msgids) translations are keyed by, with the
 * spec's texts where SPEC.md gives them in English. Their Dutch is the start part of the
 * catalogue (./languages/shop-widgets-nl_NL.start.json), inside the start-up code. The strings of
 * code that loads later are the rest (./messages-lazy.ts). A page overrides any message through
 * its globals (woozone_vars.lang, rhscriptvars, comparechart, wc_add_to_cart_params) or
 * `shop_widgets.messages`.
 */
export const messages = {
  // Cart
  addedToCart: 'Added to Cart',
  viewCart: 'View cart',
  // SPEC §8 fetch_error: shown while offline, when no other code can load
  fetch_error: 'You are probably offline.',
  // Said after fetch_error beside a button whose add waits for the connection (widgets/cart/offline.ts)
  addWaitsForConnection: 'Not added yet: that happens once you are back online.',
  // Loader texts (SPEC §8)
  loading: 'Loading...',
  saving: 'Saving...',
  updating: 'Updating...',
  // Comparison: the icon's name, set as a page loads where this browser compares something
  compareFailed: 'Comparing did not work. Please try again.',
  compareIconLabel: 'Open the comparison ({count} products)',
  compareIconLabelOne: 'Open the comparison (1 product)',
  // Ratings' accessible name where the theme prints no your_rating (the page's own wins)
  yourRating: 'Your rating:',
  // The country box, shown as a product page loads; its status words are WooZone's own where
  // the page prints them (`woozone_vars.lang`)
  countryBoxLegend: 'Choose the country of the marketplace',
  available: 'available',
  notAvailable: 'not available',
  opensInNewWindow: '(opens in a new window)',
} as const;

export type StartupMessageId = keyof typeof messages;

/**
 * Translations the WordPress way: messages are looked up by their English source string, first
 * in what the page gave `wp.i18n` for our text domain (a shop's own `wp_set_script_translations()`),
 * then in the catalogue we ship for the page's language (`<html lang>`, e.g. nl-NL → nl_NL), in
 * the JSON format those functions load (Jed 1.x, ./languages/shop-widgets-<locale>.json). The
 * shipped catalogue comes in two parts split by keys, each with the code that shows its strings
 * (./t.ts, ./t-lazy.ts); the build ships them merged as one file (build/languages.ts).
 */
export const TEXT_DOMAIN = 'shop-widgets';

/** Jed 1.x locale data: msgid → [translation], plus the "" header entry. */
export interface JedFile {
  locale_data: { messages: Record<string, unknown> };
}
interface WpI18n {
  __(text: string, domain: string): string;
  hasTranslation?(text: string, context: string | undefined, domain: string): boolean;
}

/** The shipped translations added so far, by language ('nl'): msgid → [translation]. */
const shipped: Record<string, Record<string, unknown>> = {};

/** The page's language: `<html lang="nl-NL">` → 'nl'. */
export const pageLanguage = (): string => document.documentElement.lang.slice(0, 2).toLowerCase();

/** Adds a part of the shipped catalogue of one language. */
export function addTranslations(language: string, file: JedFile): void {
  shipped[language] = { ...shipped[language], ...file.locale_data.messages };
}

/** The translation of an English source string, or the string itself. */
export function translate(source: string): string {
  const i18n = (globalThis as { wp?: { i18n?: WpI18n } }).wp?.i18n;
  if (i18n?.hasTranslation?.(source, undefined, TEXT_DOMAIN)) return i18n.__(source, TEXT_DOMAIN);
  const found = shipped[pageLanguage()]?.[source];
  return (Array.isArray(found) && typeof found[0] === 'string' && found[0]) || source;
}

export type { LazyMessageId };
export type MessageId = StartupMessageId | LazyMessageId;
export type Placeholders = Record<string, string | number>;

/**
 * Where the page's own globals say a message (the theme's, WooCommerce's, WooZone's strings).
 * Each part of the catalogue brings the mapping of its own ids.
 */
export type PageTexts = (config: ShopConfig) => Partial<Record<MessageId, string | undefined>>;

/** One part of the catalogue: English sources by id, where the page says them, their translations. */
export interface CataloguePart {
  sources: Partial<Record<MessageId, string>>;
  pageTexts: PageTexts;
  translations: Record<string, JedFile>;
}

let overrides: Partial<Record<MessageId, string>> = {};
/** The English source texts of the parts added so far. */
const sources: Partial<Record<MessageId, string>> = {};
const pageTexts: PageTexts[] = [];
let pageConfig: ShopConfig | undefined;

/** The page's own strings (empty ones do not count), `shop_widgets.messages` over them. */
function applyOverrides(): void {
  if (!pageConfig) return;
  const config = pageConfig;
  const fromPage = Object.entries(Object.assign({}, ...pageTexts.map((texts) => texts(config))));
  overrides = {
    ...Object.fromEntries(fromPage.filter(([, v]) => typeof v === 'string' && v !== '')),
    ...(config.options.messages as Partial<Record<MessageId, string>>),
  };
}

/** Adds a part of the catalogue: the start part below, the rest with the code that shows it (./t-lazy.ts). */
export function addCataloguePart(part: CataloguePart): void {
  Object.assign(sources, part.sources);
  pageTexts.push(part.pageTexts);
  for (const [language, file] of Object.entries(part.translations)) addTranslations(language, file);
  applyOverrides();
}

// A text key of a global the page did not print has its default '' (src/config/sections/), which
// counts as not said: no need to ask whether the global is there.
addCataloguePart({
  sources: messages,
  pageTexts: ({ addToCart, theme, marketplace: { lang } }) => ({
    viewCart: addToCart.i18n_view_cart,
    addedToCart: theme.addedcart,
    loading: lang.loading,
    saving: lang.saving,
    updating: lang.updating,
    yourRating: theme.your_rating,
    available: lang.available_yes,
    notAvailable: lang.available_no,
  }),
  translations: { nl },
});

/** Maps the theme's and plugins' localized strings onto our message ids. */
export function installMessages(config: ShopConfig): void {
  pageConfig = config;
  applyOverrides();
}

/** `{name}` placeholders filled from `vars` (one left as it is when `vars` lacks it). */
function fillIn(value: string, vars?: Placeholders): string {
  return vars ? value.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`)) : value;
}

/**
 * The text of a message: the page's own (globals, shop_widgets.messages), else the translation of
 * its English source (./translations.ts), else the source; placeholders filled in. Typed here for
 * the start part: code that shows a message of the rest takes this same `t` from ./t-lazy.ts,
 * whose import adds that part (the type checker says which is needed).
 */
function text(id: MessageId, vars?: Placeholders): string {
  return fillIn(overrides[id] ?? translate(sources[id] ?? id), vars);
}

export const t: (id: StartupMessageId, vars?: Placeholders) => string = text;

export function resetMessages(): void {
  overrides = {};
  pageConfig = undefined;
}
