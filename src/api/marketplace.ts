import * as z from 'zod/mini';
import type { ApiResult, HttpClient } from './http';
import type { ShopConfig } from '../config/read-config';
import { statusHtmlAnswer, woozoneCall, woozoneUrl, type StatusHtmlAnswer } from './woozone';

/**
 * The marketplace plugin's calls (SPEC §7): POST admin-ajax `action=WooZone_frontend` by
 * sub_action (./woozone.ts), and `action=WooZone_before_user_checkout`. Every answer is validated here; the
 * callers ignore failures of the affiliate calls silently (the server markup stays).
 */
export const BEFORE_CHECKOUT_ACTION = 'WooZone_before_user_checkout';

// The country box's calls (update_countries, save_product_country) are in
// widgets/country-box/calls.ts, with answers checked by hand.
export const reviewsSchema = statusHtmlAnswer;
export const crossSellSchema = z.object({ status: z.string(), html: z.string(), debug: z.optional(z.string()) });
export const emptyCacheSchema = z.object({ status: z.string() });
export const syncSchema = z.object({
  status: z.string(),
  html: z.optional(z.string()),
  do_refresh: z.optional(z.string()),
  html_aftersync: z.optional(z.string()),
});
/** The before-checkout answer: `{status}` as JSON, or the bare status word. */
export const beforeCheckoutSchema = z.pipe(
  z.union([z.object({ status: z.string() }), z.string().check(z.regex(/^[a-z_]{1,40}$/))]),
  z.transform((answer) => (typeof answer === 'string' ? answer : answer.status)),
);

export type CrossSellAnswer = z.infer<typeof crossSellSchema>;
export type SyncAnswer = z.infer<typeof syncSchema>;

export interface MarketplaceApi {
  loadReviews(prodid: string): Promise<ApiResult<StatusHtmlAnswer>>;
  loadCrossSell(asin: string): Promise<ApiResult<CrossSellAnswer>>;
  emptyCrossSellCache(asin: string): Promise<ApiResult<z.infer<typeof emptyCacheSchema>>>;
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
