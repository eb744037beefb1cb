import { phpBoolean } from './php-values';
import { check, isRecord } from './http';
import type { HttpClient } from './http';

/**
 * The account calls (SPEC §7): the serialized login / register / reset form to admin-ajax.
 * The answer is a JSON text {message, error, redirecturl}; error may be printed as 1/"true".
 */
export interface AuthResponse {
  message: string;
  error: boolean;
  redirecturl?: string | boolean | null;
}

export const authResponseSchema = check<AuthResponse>((value) => {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  const error = phpBoolean(value.error);
  const url = value.redirecturl;
  if (error === undefined || !(url === undefined || url === null || typeof url === 'string' || typeof url === 'boolean')) return undefined;
  return { value: { message: value.message, error, ...(url === undefined ? {} : { redirecturl: url }) } };
});

export function sendAuthForm(http: HttpClient, form: HTMLFormElement) {
  const body = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') body.append(key, value);
  });
  return http.adminAjax(body, authResponseSchema);
}

/** The quick-view call (our choice, SPEC §7 "not shown"): admin-ajax action=rehub_quick_view, product_id. */
export const QUICK_VIEW_ACTION = 'rehub_quick_view';
/** `{success: true, data: {html}}` with some html. */
export const quickViewSchema = check((value) =>
  isRecord(value) && value.success === true && isRecord(value.data) && typeof value.data.html === 'string' && value.data.html !== ''
    ? { value: { success: true as const, data: { html: value.data.html } } }
    : undefined,
);

export function loadQuickView(http: HttpClient, productId: string, signal?: AbortSignal) {
  return http.adminAjax({ action: QUICK_VIEW_ACTION, product_id: productId }, quickViewSchema, { signal });
}

/** The deal temperature vote (HOOKS.md "Temperature"): POST action=hot-count; answers the new value (a number, or digits as text). */
export const hotCountSchema = check((value) =>
  typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) ? { value: Number(value) } : undefined,
);

export function sendHotCount(http: HttpClient, params: { nonce: string; vote: 'hot' | 'cold'; postId: string; informer: string }) {
  return http.adminAjax(
    { action: 'hot-count', hotnonce: params.nonce, hot_count: params.vote, post_id: params.postId, informer: params.informer },
    hotCountSchema,
  );
}
