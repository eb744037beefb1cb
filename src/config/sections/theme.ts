import * as z from 'zod/mini';
import { field, numeric } from '../field';
import { DEAL_MAX_TEMP, DEAL_MIN_TEMP } from '../constants';

/** `rhscriptvars` (older theme versions: `translation`), HOOKS.md. */
// The texts default to '': a page that omits one gets the message catalogue's, in its language.
export const themeVars = {
  back: field(z.string(), '', 'a string'),
  ajax_url: field(z.string(), '/wp-admin/admin-ajax.php', 'a URL string'),
  fin: field(z.string(), '', 'a string'),
  noresults: field(z.string(), '', 'a string'),
  your_rating: field(z.string(), '', 'a string'),
  addedcart: field(z.string(), '', 'a string'),
  nonce: field(z.string(), '', 'a nonce string'),
  hotnonce: field(z.string(), '', 'a nonce string'),
  searchnonce: field(z.string(), '', 'a nonce string'),
  filternonce: field(z.string(), '', 'a nonce string'),
  max_temp: field(numeric, DEAL_MAX_TEMP, 'a number'),
  min_temp: field(numeric, DEAL_MIN_TEMP, 'a number'),
};

/** `comparechart` (HOOKS.md). */
export const compareChartVars = {
  item_error_add: field(z.string(), '', 'a string'),
  item_error_comp: field(z.string(), '', 'a string'),
  comparenonce: field(z.string(), '', 'a nonce string', true),
};
