import type { RestClient, RestResult } from './types';
import { t } from '../i18n/t';
import { loadChunk } from '../lib/load-chunk';

export type * from './types';

/**
 * `rest`: the WordPress REST client for our widgets and for theme developers' own code. This
 * facade is all the entry chunk holds; the client loads on the first call and reads its
 * settings from the page then (wpApiSettings.root / nonce, the shop's admin-ajax URL).
 */
let client: Promise<RestClient> | undefined;
/** The last setNonce(), kept so a client that loads later still gets it. */
let nonce: string | undefined;

function load(): Promise<RestClient> {
  client ??= loadChunk(() => import('./load-client')).then((m) => {
    const loaded = m.clientFromPage();
    if (nonce !== undefined) loaded.setNonce(nonce);
    return loaded;
  });
  client.catch(() => (client = undefined)); // a chunk that failed to load is tried again next time
  return client;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'request', 'getAll', 'uploadMedia'] as const;

/**
 * The client's code could not be loaded (offline, a deploy that removed the chunk): the call
 * resolves to fetch_error like a request that could not be sent, as the README promises.
 */
const unloadable = (): RestResult<never> => ({ ok: false, error: { code: 'fetch_error', message: t('fetch_error') } });

/**
 * Each method waits for the client and calls it; `setNonce` keeps the nonce for a client that
 * loads later. A plain object: nothing else is on it (so `rest` is no thenable).
 */
export const rest = {
  setNonce(value: string) {
    nonce = value;
    void client?.then(
      (c) => c.setNonce(value),
      () => {},
    );
  },
} as RestClient;
for (const name of METHODS) {
  (rest as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
    load().then((c) => (c[name] as (...a: unknown[]) => unknown)(...args), unloadable);
}

/** Tests: forget the loaded client so the next call reads the page again. */
export function resetRest(): void {
  client = undefined;
  nonce = undefined;
}
