import { t } from '../i18n/t-lazy';
import type { RestError } from './types';

export type CatalogueCode = 'fetch_error' | 'invalid_json' | 'unknown_error' | 'post_process';

/**
 * The error catalogue (SPEC §8): the spec's English texts, in the page's language (the Dutch
 * ones on an nl page), overridable through shop_widgets.messages.
 */
export function catalogueError(code: CatalogueCode, extra: Partial<RestError> = {}): RestError {
  return { code, message: t(code), ...extra };
}
