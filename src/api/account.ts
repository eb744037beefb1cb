import * as z from 'zod/mini';
import { phpBoolean } from './php-values';
import type { HttpClient } from './http';

/**
 * The account calls (SPEC §7): the serialized login / register / reset form to admin-ajax.
 * The answer is a JSON text {message, error, redirecturl}; error may be printed as 1/"true".
 */
export const authResponseSchema = z.object({
  message: z.string(),
  error: phpBoolean,
  redirecturl: z.optional(z.nullable(z.union([z.string(), z.boolean()]))),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export function sendAuthForm(http: HttpClient, form: HTMLFormElement) {
  const body = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') body.append(key, value);
  });
  return http.adminAjax(body, authResponseSchema);
}

/** The quick-view call (our choice, SPEC §7 "not shown"): admin-ajax action=rehub_quick_view, product_id. */
export const QUICK_VIEW_ACTION = 'rehub_quick_view';
export const quickViewSchema = z.object({ success: z.literal(true), data: z.object({ html: z.string().check(z.minLength(1)) }) });

export function loadQuickView(http: HttpClient, productId: string, signal?: AbortSignal) {
  return http.adminAjax({ action: QUICK_VIEW_ACTION, product_id: productId }, quickViewSchema, { signal });
}

/** The deal temperature vote (HOOKS.md "Temperature"): POST action=hot-count; answers the new value. */
export const hotCountSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((value) => Number(value)),
);

export function sendHotCount(http: HttpClient, params: { nonce: string; vote: 'hot' | 'cold'; postId: string; informer: string }) {
  return http.adminAjax(
    { action: 'hot-count', hotnonce: params.nonce, hot_count: params.vote, post_id: params.postId, informer: params.informer },
    hotCountSchema,
  );
}
