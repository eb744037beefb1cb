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
