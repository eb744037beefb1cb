import { key } from '../keys';
import { text, numeric } from '../checks';
import { DEAL_MAX_TEMP, DEAL_MIN_TEMP } from '../constants';

/** `rhscriptvars` (older theme versions: `translation`), HOOKS.md: the keys we use. */
// The texts default to '': a page that omits one gets the message catalogue's, in its language.
export const themeVars = {
  back: key(text, ''),
  fin: key(text, ''),
  noresults: key(text, ''),
  your_rating: key(text, ''),
  addedcart: key(text, ''),
  hotnonce: key(text, ''),
  searchnonce: key(text, ''),
  filternonce: key(text, ''),
  max_temp: key(numeric, DEAL_MAX_TEMP),
  min_temp: key(numeric, DEAL_MIN_TEMP),
};

/** `comparechart` (HOOKS.md). */
export const compareChartVars = {
  item_error_add: key(text, ''),
  item_error_comp: key(text, ''),
  comparenonce: key(text, '', true),
};
