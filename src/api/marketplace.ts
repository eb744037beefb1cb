import * as z from 'zod/mini';
import type { ApiResult, HttpClient } from './http';
import type { ShopConfig } from '../config/read-config';

/**
 * The marketplace plugin's calls (SPEC §7): POST admin-ajax `action=WooZone_frontend` by
 * sub_action, and `action=WooZone_before_user_checkout`. Every answer is validated here; the
 * callers ignore failures of the affiliate calls silently (the server markup stays).
 */
export const WOOZONE_ACTION = 'WooZone_frontend';
export const BEFORE_CHECKOUT_ACTION = 'WooZone_before_user_checkout';

const statusHtml = z.object({ status: z.string(), html: z.string() });

export const reviewsSchema = statusHtml;
export const countriesSchema = statusHtml;
/** save_product_country: the answer is not shown (SPEC §7); anything that arrives counts. */
export const savedSchema = z.unknown();
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

export type CountriesAnswer = z.infer<typeof countriesSchema>;
export type CrossSellAnswer = z.infer<typeof crossSellSchema>;
export type SyncAnswer = z.infer<typeof syncSchema>;

export interface MarketplaceApi {
  loadReviews(prodid: string): Promise<ApiResult<z.infer<typeof reviewsSchema>>>;
  updateCountries(p: { product_id: string; asin: string; product_country: string }): Promise<ApiResult<CountriesAnswer>>;
  saveProductCountry(p: { product_id: string; product_country: string }): Promise<ApiResult<unknown>>;
  loadCrossSell(asin: string): Promise<ApiResult<CrossSellAnswer>>;
  emptyCrossSellCache(asin: string): Promise<ApiResult<z.infer<typeof emptyCacheSchema>>>;
  doSync(p: { asin: string; product_id: string; product_type: string }): Promise<ApiResult<SyncAnswer>>;
  beforeCheckout(p: { _nonce: string; email: string }): Promise<ApiResult<string>>;
}

export function marketplaceApi(http: HttpClient, config: ShopConfig): MarketplaceApi {
  // Absolute, so the call also works where fetch does not resolve relative URLs (Node, tests).
  const url = new URL(config.marketplace.ajax_url, location.href).href;
  const call = <T>(sub_action: string, body: Record<string, string>, schema: z.ZodMiniType<T, unknown>) =>
    http.request(url, { method: 'POST', form: { action: WOOZONE_ACTION, sub_action, nonce: config.marketplace.nonce, ...body } }, schema);
  return {
    loadReviews: (prodid) => call('load_amazon_reviews', { prodid }, reviewsSchema),
    updateCountries: (p) => call('update_countries', p, countriesSchema),
    saveProductCountry: (p) => call('save_product_country', p, savedSchema),
    loadCrossSell: (asin) => call('load_cross_sell', { asin }, crossSellSchema),
    emptyCrossSellCache: (asin) => call('cross_sell_empty_cache', { asin }, emptyCacheSchema),
    doSync: (p) => call('do_sync', p, syncSchema),
    beforeCheckout: (p) => http.request(url, { method: 'POST', form: { action: BEFORE_CHECKOUT_ACTION, ...p } }, beforeCheckoutSchema),
  };
}
