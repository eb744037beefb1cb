import type { ApiResult, HttpClient } from './http';
import { readFragments, type FragmentsAnswer } from '../connect-cart';
import { check, isRecord } from './http';

/** remove_from_cart and the mini-cart quantity update: fragments, or `{success: false}`. */
export type ChangeAnswer = FragmentsAnswer | { success: false };

export const changeAnswer = check<ChangeAnswer>((value) => (isRecord(value) && value.success === false ? { value: { success: false } } : readFragments(value)));

/**
 * The mini-cart's server calls (SPEC §7 "Cart calls"), loaded with its code (widgets/cart/mini-cart.ts),
 * not at start; every one resolves, none throws.
 */
export interface EditCalls {
  removeFromCart(itemKey: string): Promise<ApiResult<ChangeAnswer>>;
  /** Rehub's sidebar-cart quantity call: a GET, kept as the theme has it (never trusted unvalidated). */
  updateQuantity(itemKey: string, quantity: number, options: { signal: AbortSignal; keepalive: boolean }): Promise<ApiResult<ChangeAnswer>>;
}

export function editCalls(http: HttpClient): EditCalls {
  return {
    removeFromCart: (itemKey) => http.wcAjax('remove_from_cart', { cart_item_key: itemKey }, changeAnswer),
    updateQuantity: (itemKey, qty, { signal, keepalive }) =>
      http.adminAjax({ action: 'rh_update_sidebar_cart_item', item_id: itemKey, qty }, changeAnswer, { method: 'GET', signal, keepalive }),
  };
}

/** Any answer: what an undo did is read from the cart afterwards, not from its answer. */
const anyAnswer = check<true>(() => ({ value: true }));

/**
 * WooCommerce's undo of a removed line (`wc_get_cart_undo_url()`, a GET the cart page handles:
 * it restores the line from the session and redirects back). The redirect is the answer, its page
 * is not fetched; whether the line came back is for the refreshed fragments to say.
 */
export const undoRemoval = (http: HttpClient, undoUrl: string): Promise<ApiResult<true>> =>
  http.request(undoUrl, { method: 'GET', redirect: 'manual' }, anyAnswer);
