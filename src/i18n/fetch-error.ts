import { restErrorsEnglish } from './messages';
import { t } from './t';

/**
 * SPEC §8 fetch_error ("You are probably offline.") in the shop's language: Dutch (overridable
 * through shop_widgets.messages), English on a page in English. A start-up string, so an add
 * made while offline can say so without loading anything.
 */
export function fetchErrorText(): string {
  return /^en\b/i.test(document.documentElement.lang) ? restErrorsEnglish.fetch_error : t('fetch_error');
}
