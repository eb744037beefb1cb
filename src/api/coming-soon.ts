import { check, isRecord } from './http';
import { rest } from '../rest';

/**
 * The coming-soon banner dismiss (SPEC §7): POST to the REST url the page gives, with X-WP-Nonce,
 * through the WordPress REST client (so a stale nonce is renewed once). WordPress answers with
 * the updated user; its `id` is all we check (the spec shows no shape).
 */
export const dismissAnswer = check((value) => (isRecord(value) && typeof value.id === 'number' ? { value: value as { id: number } } : undefined));

export function dismissComingSoonBanner(restUrl: string, nonce: string) {
  return rest.post(restUrl, { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, { nonce, schema: dismissAnswer });
}
