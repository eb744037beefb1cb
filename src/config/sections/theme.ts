import { field } from '../field';
import { text, numeric } from '../checks';
import { DEAL_MAX_TEMP, DEAL_MIN_TEMP } from '../constants';

/** `rhscriptvars` (older theme versions: `translation`), HOOKS.md. */
// The texts default to '': a page that omits one gets the message catalogue's, in its language.
export const themeVars = {
  back: field(text, '', 'a string'),
  ajax_url: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  fin: field(text, '', 'a string'),
  noresults: field(text, '', 'a string'),
  your_rating: field(text, '', 'a string'),
  addedcart: field(text, '', 'a string'),
  nonce: field(text, '', 'a nonce string'),
  hotnonce: field(text, '', 'a nonce string'),
  searchnonce: field(text, '', 'a nonce string'),
  filternonce: field(text, '', 'a nonce string'),
  max_temp: field(numeric, DEAL_MAX_TEMP, 'a number'),
  min_temp: field(numeric, DEAL_MIN_TEMP, 'a number'),
};

/** `comparechart` (HOOKS.md). */
export const compareChartVars = {
  item_error_add: field(text, '', 'a string'),
  item_error_comp: field(text, '', 'a string'),
  comparenonce: field(text, '', 'a nonce string', true),
};
