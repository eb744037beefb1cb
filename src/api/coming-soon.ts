import * as z from 'zod/mini';
import type { HttpClient } from './http';

/**
 * The coming-soon banner dismiss (SPEC §7): POST to the REST url the page gives, with X-WP-Nonce.
 * WordPress answers with the updated user; its `id` is all we check (the spec shows no shape).
 */
export const dismissAnswer = z.looseObject({ id: z.number() });

export function dismissComingSoonBanner(http: HttpClient, restUrl: string, nonce: string) {
  return http.request(
    restUrl,
    { method: 'POST', json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, headers: { 'X-WP-Nonce': nonce } },
    dismissAnswer,
  );
}
