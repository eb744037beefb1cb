import { field } from '../field';
import { text, textRecord } from '../checks';

/** `woozone_vars` (HOOKS.md): the marketplace plugin's globals. */
export const woozoneVars = {
  ajax_url: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  checkout_url: field(text, '/checkout/', 'a URL string'),
  nonce: field(text, '', 'a nonce string'),
  lang: field(textRecord, {} as Record<string, string>, 'an object of loader and status texts'),
};
