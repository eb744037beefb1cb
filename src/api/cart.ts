import type { ApiResult, HttpClient } from './http';
import type { FormBody } from './form';
import { check, isRecord } from './validator';

// The cart's answers, checked by hand as every answer is (./validator.ts). A first page view
// refreshes the cart fragments and a click adds to cart: these checks are start-up code.

/** `{fragments: {selector: html}, cart_hash}` — what every cart call answers on success; a null or missing hash (an empty cart) is read as ''. */
export interface FragmentsAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}
/** add_to_cart: fragments on success, `{error: true, product_url}` on failure. */
export type AddToCartAnswer = { error: true; product_url?: string | false | null } | FragmentsAnswer;

/** `{selector: html}`: an object whose values are all strings. */
export function isFragmentMap(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((html) => typeof html === 'string');
}

export function readFragments(value: unknown): { value: FragmentsAnswer } | undefined {
  if (!isRecord(value) || !isFragmentMap(value.fragments)) return undefined;
  const hash = value.cart_hash;
  if (hash !== undefined && hash !== null && typeof hash !== 'string') return undefined;
  return { value: { fragments: value.fragments, cart_hash: hash ?? '' } };
}

export const fragmentsAnswer = check(readFragments);

export const addToCartAnswer = check<AddToCartAnswer>((value) => {
  if (isRecord(value) && value.error === true) {
    const url = value.product_url;
    if (url === undefined || url === null || url === false || typeof url === 'string')
      return { value: { error: true, ...(url === undefined ? {} : { product_url: url }) } };
    return undefined;
  }
  return readFragments(value);
});

/** The cart's server calls at start (SPEC §7 "Cart calls"; the mini-cart's: cart-edits.ts); every one resolves, none throws. */
export interface CartCalls {
  addToCart(body: FormBody): Promise<ApiResult<AddToCartAnswer>>;
  refreshFragments(): Promise<ApiResult<FragmentsAnswer>>;
}

/** The cart calls on this page's client; `refreshTimeout`: wc_cart_fragments_params.request_timeout. */
export function cartCalls(http: HttpClient, refreshTimeout: number, now: () => number): CartCalls {
  return {
    addToCart: (body) => http.wcAjax('add_to_cart', body, addToCartAnswer),
    refreshFragments: () => http.wcAjax('get_refreshed_fragments', { time: now() }, fragmentsAnswer, { timeout: refreshTimeout }),
  };
}
