import { countryBoxMessages, type CountryBoxMessageId } from './messages-country-box';
import { addMessages, text, type StartupMessageId } from './t';
import { pageLanguage } from './translations';
import nl from './languages/shop-widgets-nl_NL.country-box.json';

// WooZone's own status words where the page prints them (`woozone_vars.lang`).
addMessages(countryBoxMessages, ({ marketplace: { lang } }) => ({ available: lang.available_yes, notAvailable: lang.available_no }));

/**
 * The country box's strings in the languages we ship, inside the box's code: a product page shows
 * the box as it loads, and a catalogue of its own would be one more file to wait for. The build
 * ships them in `shop-widgets-<locale>.json` with the rest (build/languages.ts), for a translator's
 * tools; a shop's own translations (wp.i18n) and the page's strings come first, as for every string.
 */
const SHIPPED: Record<string, Record<string, string[]>> = { nl: nl.locale_data.messages };

/** `t` for the country box: its own ids and the start-up ones (the loader texts). */
export function t(id: CountryBoxMessageId | StartupMessageId): string {
  const shown = text(id);
  return SHIPPED[pageLanguage()]?.[shown]?.[0] ?? shown;
}
