import type { ApiResult, HttpClient } from './http';
import type { FormBody } from './form';
import type { Validator } from './validator';

// The cart answers, checked by hand rather than with zod: a first page view refreshes the cart
// fragments (as WooCommerce's cart-fragments.js does) and a click adds to cart, and neither
// should wait for zod (~8 KB gzip) to arrive — three small shapes do not need it (the mini-cart's
// removals and quantity edits: cart-edits.ts, loaded with them). Every other endpoint keeps its
// zod schema, loaded with its request.

/** `{fragments: {selector: html}, cart_hash}` — what every cart call answers on success; a null or missing hash (an empty cart) is read as ''. */
export interface FragmentsAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}
/** add_to_cart: fragments on success, `{error: true, product_url}` on failure. */
export type AddToCartAnswer = { error: true; product_url?: string | false | null } | FragmentsAnswer;
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{selector: html}`: an object whose values are all strings. */
export function isFragmentMap(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((html) => typeof html === 'string');
}

export function readFragments(value: unknown): FragmentsAnswer | undefined {
  if (!isObject(value) || !isFragmentMap(value.fragments)) return undefined;
  const hash = value.cart_hash;
  if (hash !== undefined && hash !== null && typeof hash !== 'string') return undefined;
  return { fragments: value.fragments, cart_hash: hash ?? '' };
}

export function validator<T>(read: (value: unknown) => T | undefined): Validator<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

export const fragmentsAnswer = validator(readFragments);

export const addToCartAnswer = validator<AddToCartAnswer>((value) => {
  if (isObject(value) && value.error === true) {
    const url = value.product_url;
    if (url === undefined || url === null || url === false || typeof url === 'string')
      return { error: true, ...(url === undefined ? {} : { product_url: url }) };
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
