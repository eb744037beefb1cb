import type { ApiResult, HttpClient } from './http';
import type { FormBody } from './form';
import { addToCartAnswer, changeAnswer, fragmentsAnswer, type AddToCartAnswer, type ChangeAnswer, type FragmentsAnswer } from './cart-answers';

export type { AddToCartAnswer, ChangeAnswer, FragmentsAnswer } from './cart-answers';

export const cartApi = {
  addToCart(http: HttpClient, body: FormBody, signal?: AbortSignal): Promise<ApiResult<AddToCartAnswer>> {
    return http.wcAjax('add_to_cart', body, addToCartAnswer, { signal });
  },
  removeFromCart(http: HttpClient, cartItemKey: string): Promise<ApiResult<ChangeAnswer>> {
    return http.wcAjax('remove_from_cart', { cart_item_key: cartItemKey }, changeAnswer);
  },
  refreshFragments(http: HttpClient, timeout: number, now: number): Promise<ApiResult<FragmentsAnswer>> {
    return http.wcAjax('get_refreshed_fragments', { time: now }, fragmentsAnswer, { timeout });
  },
  /** Rehub's sidebar-cart quantity call: a GET, kept as the theme has it (never trusted unvalidated). */
  updateQuantity(http: HttpClient, itemKey: string, qty: number, signal?: AbortSignal, keepalive?: boolean): Promise<ApiResult<ChangeAnswer>> {
    return http.adminAjax({ action: 'rh_update_sidebar_cart_item', item_id: itemKey, qty }, changeAnswer, { method: 'GET', signal, keepalive });
  },
};
