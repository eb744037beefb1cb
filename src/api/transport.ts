import ky, { TimeoutError } from 'ky';
import type { FailureReason } from './http';

/**
 * The network transport (ky), in its own chunk: ky is ~8.6 KB gzip, more than the entry can
 * carry, so it is loaded at idle after boot (before any click can need it) or by the first call.
 *
 * `client` is THE ky instance of shop-widgets: the wc-ajax/admin-ajax client (below) and the
 * WordPress REST client (src/rest/client.ts) both send through it. No retries (a retried add
 * would add twice; the callers decide), HTTP errors are answers not exceptions, cookies only to
 * our own origin.
 */
export const client = ky.create({ retry: 0, throwHttpErrors: false, credentials: 'same-origin' });
export { TimeoutError };

export type TransportInit = NonNullable<Parameters<typeof client>[1]>;

export async function fetchResponse(url: string, init: TransportInit, signal?: AbortSignal): Promise<Response | { failure: FailureReason }> {
  try {
    return await client(url, { ...init, signal, baseUrl: globalThis.location?.href });
  } catch (error) {
    if (signal?.aborted) return { failure: 'aborted' };
    return { failure: error instanceof TimeoutError ? 'timeout' : 'network' };
  }
}
