import * as z from 'zod/mini';
import { field } from '../field';

/** `woozone_vars` (HOOKS.md): the marketplace plugin's globals. */
export const woozoneVars = {
  ajax_url: field(z.string(), '/wp-admin/admin-ajax.php', 'a URL string'),
  checkout_url: field(z.string(), '/checkout/', 'a URL string'),
  nonce: field(z.string(), '', 'a nonce string'),
  lang: field(z.record(z.string(), z.string()), {} as Record<string, string>, 'an object of loader and status texts'),
};
