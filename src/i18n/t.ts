import { messages, type StartupMessageId } from './messages';
import type { LazyMessageId } from './messages-lazy';
import type { ShopConfig } from '../config/read-config';
import { addTranslations, translate, type JedFile } from './translations';
import nl from './languages/shop-widgets-nl_NL.start.json';

export type { StartupMessageId, LazyMessageId };
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
