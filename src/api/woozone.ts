import type { ApiResult, HttpClient } from './http';
import type { ShopConfig } from '../config/read-config';
import { check, isRecord, type Validator } from './http';

/**
 * The marketplace plugin's call (SPEC §7): POST admin-ajax `action=WooZone_frontend` by
 * sub_action, with its nonce. The country box makes its own two calls (widgets/country-box/calls.ts).
 */
export const WOOZONE_ACTION = 'WooZone_frontend';

/** load_amazon_reviews: `{status, html}`. */
export const statusHtmlAnswer = check((value) =>
  isRecord(value) && typeof value.status === 'string' && typeof value.html === 'string' ? { value: { status: value.status, html: value.html } } : undefined,
);
export type StatusHtmlAnswer = { status: string; html: string };

export type WooZoneCall = <T>(subAction: string, body: Record<string, string>, schema: Validator<T>) => Promise<ApiResult<T>>;

/** The marketplace's admin-ajax URL (absolute, so the call also works where fetch does not resolve relative URLs). */
export const woozoneUrl = (config: ShopConfig): string => new URL(config.marketplace.ajax_url, location.href).href;

export function woozoneCall(http: HttpClient, config: ShopConfig): WooZoneCall {
  const url = woozoneUrl(config);
  return (sub_action, body, schema) =>
    http.request(url, { method: 'POST', form: { action: WOOZONE_ACTION, sub_action, nonce: config.marketplace.nonce, ...body } }, schema);
}
