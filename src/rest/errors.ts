import { restErrorsEnglish } from '../i18n/messages';
import { t } from '../i18n/t-lazy';
import type { RestError } from './types';

export type CatalogueCode = keyof typeof restErrorsEnglish;

/**
 * The error catalogue (SPEC §8). The store's locale is nl, so the Dutch texts (overridable
 * through shop_widgets.messages); a page in English (`<html lang="en…">`) gets the English ones.
 */
export function catalogueError(code: CatalogueCode, extra: Partial<RestError> = {}): RestError {
  const english = /^en\b/i.test(document.documentElement.lang);
  return { code, message: english ? restErrorsEnglish[code] : t(code), ...extra };
}
