import type { RestClient } from './types';

export type * from './types';

/**
 * `rest`: the WordPress REST client for our widgets and for theme developers' own code. This
 * facade is all the entry chunk holds; the client loads on the first call and reads its
 * settings from the page then (wpApiSettings.root / nonce, the shop's admin-ajax URL).
 */
let client: Promise<RestClient> | undefined;

function load(): Promise<RestClient> {
  client ??= import('./load-client').then((m) => m.clientFromPage());
  client.catch(() => (client = undefined)); // a chunk that failed to load is tried again next time
  return client;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'request', 'getAll', 'uploadMedia', 'setNonce'];

/** Each method waits for the client and calls it; anything else is undefined (so `rest` is no thenable). */
export const rest = new Proxy({} as RestClient, {
  get: (_, name) =>
    METHODS.includes(name as string) ? (...args: unknown[]) => load().then((c) => (c[name as keyof RestClient] as (...a: unknown[]) => unknown)(...args)) : undefined,
});

/** Tests: forget the loaded client so the next call reads the page again. */
export function resetRest(): void {
  client = undefined;
}
