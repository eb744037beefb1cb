import * as z from 'zod/mini';
import type { ApiResult, HttpClient } from './http';
import type { FormBody } from './form';

/** `{fragments: {selector: html}, cart_hash}` — what every cart call answers on success. */
export const fragmentsAnswer = z.object({
  fragments: z.record(z.string(), z.string()),
  cart_hash: z.optional(z.nullable(z.string())),
});
export type FragmentsAnswer = z.infer<typeof fragmentsAnswer>;

/** add_to_cart: fragments on success, `{error: true, product_url}` on failure. */
export const addToCartAnswer = z.union([
  z.object({ error: z.literal(true), product_url: z.optional(z.union([z.string(), z.literal(false), z.null()])) }),
  fragmentsAnswer,
]);
export type AddToCartAnswer = z.infer<typeof addToCartAnswer>;

/** remove_from_cart and the mini-cart quantity update: fragments, or `{success: false}`. */
export const changeAnswer = z.union([fragmentsAnswer, z.object({ success: z.literal(false) })]);

export const cartApi = {
  addToCart(http: HttpClient, body: FormBody, signal?: AbortSignal): Promise<ApiResult<AddToCartAnswer>> {
    return http.wcAjax('add_to_cart', body, addToCartAnswer, { signal });
  },
  removeFromCart(http: HttpClient, cartItemKey: string): Promise<ApiResult<z.infer<typeof changeAnswer>>> {
    return http.wcAjax('remove_from_cart', { cart_item_key: cartItemKey }, changeAnswer);
  },
  refreshFragments(http: HttpClient, timeout: number, now: number): Promise<ApiResult<FragmentsAnswer>> {
    return http.wcAjax('get_refreshed_fragments', { time: now }, fragmentsAnswer, { timeout });
  },
  /** Rehub's sidebar-cart quantity call: a GET, kept as the theme has it (never trusted unvalidated). */
  updateQuantity(http: HttpClient, itemKey: string, qty: number, signal?: AbortSignal, keepalive?: boolean): Promise<ApiResult<z.infer<typeof changeAnswer>>> {
    return http.adminAjax({ action: 'rh_update_sidebar_cart_item', item_id: itemKey, qty }, changeAnswer, { method: 'GET', signal, keepalive });
  },
};
