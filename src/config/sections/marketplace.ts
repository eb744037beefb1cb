import { key } from '../keys';
import { text, textRecord } from '../checks';

/** `woozone_vars` (HOOKS.md): the marketplace plugin's globals. */
export const woozoneVars = {
  ajax_url: key(text, '/wp-admin/admin-ajax.php'),
  checkout_url: key(text, '/checkout/'),
  nonce: key(text, ''),
  lang: key(textRecord, {} as Record<string, string>),
};
