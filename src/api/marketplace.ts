import type { ApiResult, HttpClient } from './http';
import type { ShopConfig } from '../config/read-config';
import { check, isRecord } from './http';
import { statusHtmlAnswer, woozoneCall, woozoneUrl, type StatusHtmlAnswer } from './woozone';

/**
 * The marketplace plugin's calls (SPEC §7): POST admin-ajax `action=WooZone_frontend` by
 * sub_action (./woozone.ts), and `action=WooZone_before_user_checkout`. Every answer is validated here; the
 * callers ignore failures of the affiliate calls silently (the server markup stays).
 */
export const BEFORE_CHECKOUT_ACTION = 'WooZone_before_user_checkout';

// The country box's calls (update_countries, save_product_country) are in
// widgets/country-box/calls.ts, with answers checked by hand.
export interface CrossSellAnswer {
  status: string;
  html: string;
  debug?: string;
}
export interface SyncAnswer {
  status: string;
  html?: string;
  do_refresh?: string;
  html_aftersync?: string;
}

/** An object with a `status` string whose other named keys, where present, are strings too. */
function statusAnswer<T extends { status: string }>(required: readonly string[], optional: readonly string[]) {
  return check<T>((value) => {
    if (!isRecord(value) || typeof value.status !== 'string') return undefined;
    const out: Record<string, unknown> = { status: value.status };
    for (const key of [...required, ...optional]) {
      if (value[key] === undefined && !required.includes(key)) continue;
      if (typeof value[key] !== 'string') return undefined;
      out[key] = value[key];
    }
    return { value: out as T };
  });
}

export const reviewsSchema = statusHtmlAnswer;
export const crossSellSchema = statusAnswer<CrossSellAnswer>(['html'], ['debug']);
export const emptyCacheSchema = statusAnswer<{ status: string }>([], []);
export const syncSchema = statusAnswer<SyncAnswer>([], ['html', 'do_refresh', 'html_aftersync']);
/** The before-checkout answer: `{status}` as JSON, or the bare status word. */
export const beforeCheckoutSchema = check((answer) => {
  if (isRecord(answer)) return typeof answer.status === 'string' ? { value: answer.status } : undefined;
  return typeof answer === 'string' && /^[a-z_]{1,40}$/.test(answer) ? { value: answer } : undefined;
});

export interface MarketplaceApi {
  loadReviews(prodid: string): Promise<ApiResult<StatusHtmlAnswer>>;
  loadCrossSell(asin: string): Promise<ApiResult<CrossSellAnswer>>;
  emptyCrossSellCache(asin: string): Promise<ApiResult<{ status: string }>>;
  doSync(p: { asin: string; product_id: string; product_type: string }): Promise<ApiResult<SyncAnswer>>;
  beforeCheckout(p: { _nonce: string; email: string }): Promise<ApiResult<string>>;
}

export function marketplaceApi(http: HttpClient, config: ShopConfig): MarketplaceApi {
  const call = woozoneCall(http, config);
  const url = woozoneUrl(config);
  return {
    loadReviews: (prodid) => call('load_amazon_reviews', { prodid }, reviewsSchema),
    loadCrossSell: (asin) => call('load_cross_sell', { asin }, crossSellSchema),
    emptyCrossSellCache: (asin) => call('cross_sell_empty_cache', { asin }, emptyCacheSchema),
    doSync: (p) => call('do_sync', p, syncSchema),
    beforeCheckout: (p) => http.request(url, { method: 'POST', form: { action: BEFORE_CHECKOUT_ACTION, ...p } }, beforeCheckoutSchema),
  };
}
