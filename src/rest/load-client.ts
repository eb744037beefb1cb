import { pageGlobal } from '../config/read-config';
import { check } from '../api/http';
import { readSection, field } from '../config/field';
import { createRestClient } from './client';
import type { RestClient } from './types';

/** `wpApiSettings` (printed by WordPress with its REST scripts) and the admin-ajax URL. */
const text = (pattern: RegExp) => check((value) => (typeof value === 'string' && pattern.test(value) ? { value } : undefined));
const restSettings = {
  root: field(text(/\S/), '/wp-json/', 'the REST root URL, e.g. "https://example.nl/wp-json/"'),
  nonce: field(text(/^/), '', 'a REST nonce string'),
};

const ajaxUrl = { ajax_url: field(text(/\S/), '/wp-admin/admin-ajax.php', 'a URL string') };

export function clientFromPage(): RestClient {
  const settings = readSection('wpApiSettings', pageGlobal('wpApiSettings'), restSettings);
  const ajax = readSection('woocommerce_params', pageGlobal('woocommerce_params') ?? pageGlobal('wc_add_to_cart_params'), ajaxUrl, () => {});
  const nonceEndpoint = new URL(ajax.ajax_url, location.href);
  nonceEndpoint.searchParams.set('action', 'rest-nonce');
  return createRestClient({ root: new URL(settings.root, location.href).href, nonce: settings.nonce, nonceEndpoint: nonceEndpoint.href });
}
