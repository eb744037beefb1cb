/**
 * Translations the WordPress way: messages are looked up by their English source string, first
 * in what the page gave `wp.i18n` for our text domain (a shop's own `wp_set_script_translations()`),
 * then in the catalogue we ship for the page's language (`<html lang>`, e.g. nl-NL → nl_NL), in
 * the JSON format those functions load (Jed 1.x, ./languages/shop-widgets-<locale>.json). The
 * catalogue is its own chunk: loaded by the code that first shows a string (t-lazy.ts), at the
 * first interaction, or by a flow that is about to show one — never at start. The few strings
 * code running at start shows are a small chunk of their own (the compare icon's name:
 * ./languages/shop-widgets-<locale>.first-view.json, t-first-view.ts) or inside that code (the
 * country box's: t-country-box.ts); the build ships all parts as one file (build/languages.ts).
 */
import { loadChunk } from '../lib/load-chunk';

export const TEXT_DOMAIN = 'shop-widgets';

/** Jed 1.x locale data: msgid → [translation], plus the "" header entry. */
interface JedFile {
  locale_data: { messages: Record<string, unknown> };
}
interface WpI18n {
  __(text: string, domain: string): string;
  hasTranslation?(text: string, context: string | undefined, domain: string): boolean;
}

/** Each shipped catalogue in two parts: what code running at start shows, and the rest. */
interface Shipped {
  firstView(): Promise<{ default: JedFile }>;
  rest(): Promise<{ default: JedFile }>;
}
/** The catalogues shipped with the bundle, by language. */
const CATALOGUES: Record<string, Shipped> = {
  nl: {
    firstView: () => import('./languages/shop-widgets-nl_NL.first-view.json'),
    rest: () => import('./languages/shop-widgets-nl_NL.json'),
  },
};

let shipped: Record<string, unknown> = {};
const loading: Partial<Record<keyof Shipped, Promise<void>>> = {};
/** The language of the loaded catalogue; a page in another language does not use it. */
let shippedLanguage = '';

/** The page's language: `<html lang="nl-NL">` → 'nl'. */
export const pageLanguage = (): string => document.documentElement.lang.slice(0, 2).toLowerCase();

/** Loads one part of the catalogue of the page's language once; resolves (never rejects) when done. */
function loadPart(part: keyof Shipped): Promise<void> {
  const language = pageLanguage();
  const catalogue = CATALOGUES[language];
  if (!catalogue) return Promise.resolve();
  loading[part] ??= loadChunk(catalogue[part]).then(
    (file) => {
      if (shippedLanguage !== language) shipped = {};
      shipped = { ...shipped, ...file.default.locale_data.messages };
      shippedLanguage = language;
    },
    () => {
      loading[part] = undefined; // a failed chunk: English now, another try later
    },
  );
  return loading[part];
}

/** Loads the whole shipped catalogue of the page's language once; resolves (never rejects) when done. */
export function loadTranslations(): Promise<void> {
  return Promise.all([loadPart('firstView'), loadPart('rest')]).then(() => {});
}

/**
 * Loads only the strings that code running at start without interaction shows
 * (./messages-first-view.ts): a few hundred bytes instead of the whole catalogue.
 */
export function loadFirstViewTranslations(): Promise<void> {
  return loadPart('firstView');
}

/** Starts loading the catalogue at the first interaction of the shopper (not at start). */
export function loadTranslationsOnIntent(): void {
  const intents = ['pointerdown', 'keydown', 'focusin'];
  const go = () => {
    intents.forEach((type) => document.removeEventListener(type, go, true));
    void loadTranslations();
  };
  intents.forEach((type) => document.addEventListener(type, go, { capture: true, passive: true }));
}

/** The translation of an English source string, or the string itself. */
export function translate(source: string): string {
  const i18n = (globalThis as { wp?: { i18n?: WpI18n } }).wp?.i18n;
  if (i18n?.hasTranslation?.(source, undefined, TEXT_DOMAIN)) return i18n.__(source, TEXT_DOMAIN);
  const found = shippedLanguage === pageLanguage() ? shipped[source] : undefined;
  return (Array.isArray(found) && typeof found[0] === 'string' && found[0]) || source;
}

/** For tests: forget the loaded catalogue. */
export function resetTranslations(): void {
  shipped = {};
  loading.firstView = undefined;
  loading.rest = undefined;
}
