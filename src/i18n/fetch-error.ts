import { messages } from './messages';
import { t } from './t';
import { pageLanguage } from './translations';

/**
 * The shop's own language for the one message that must show without any download: offline,
 * the catalogue chunk (./languages) may not load.
 */
const OFFLINE_IN_DUTCH = 'U bent waarschijnlijk offline.';

/**
 * SPEC §8 fetch_error ("You are probably offline.") in the page's language: the page's own text
 * (shop_widgets.messages) or a loaded translation when there is one, else Dutch on a Dutch page
 * and the English source elsewhere. A start-up string, so an add made while offline can say so.
 */
export function fetchErrorText(): string {
  const shown = t('fetch_error');
  return shown === messages.fetch_error && pageLanguage() === 'nl' ? OFFLINE_IN_DUTCH : shown;
}
