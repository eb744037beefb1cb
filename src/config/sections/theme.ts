import { field } from '../field';
import { text, numeric } from '../checks';
import { DEAL_MAX_TEMP, DEAL_MIN_TEMP } from '../constants';

/** `rhscriptvars` (older theme versions: `translation`), HOOKS.md. */
export const themeVars = {
  back: field(text, 'terug', 'a string'),
  ajax_url: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  fin: field(text, 'Dat is alles', 'a string'),
  noresults: field(text, 'No results found', 'a string'),
  your_rating: field(text, 'Uw Beoordeling:', 'a string'),
  addedcart: field(text, 'Added to Cart', 'a string'),
  nonce: field(text, '', 'a nonce string'),
  hotnonce: field(text, '', 'a nonce string'),
  searchnonce: field(text, '', 'a nonce string'),
  filternonce: field(text, '', 'a nonce string'),
  max_temp: field(numeric, DEAL_MAX_TEMP, 'a number'),
  min_temp: field(numeric, DEAL_MIN_TEMP, 'a number'),
};

/** `comparechart` (HOOKS.md). */
export const compareChartVars = {
  item_error_add: field(text, 'Voeg items toe aan deze vergelijking groep of kies geen lege groep', 'a string'),
  item_error_comp: field(text, 'Voeg meer items toe om te vergelijken', 'a string'),
  comparenonce: field(text, '', 'a nonce string', true),
};
