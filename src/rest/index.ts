import type { RestClient } from './types';

export type * from './types';

/**
 * `rest`: the WordPress REST client for our widgets and for theme developers' own code. This
 * facade is all the entry chunk holds; the client loads on the first call. Settings come from
 * the page when that happens (wpApiSettings.root / nonce, the shop's admin-ajax URL).
 */
let client: Promise<RestClient> | null = null;

function load(): Promise<RestClient> {
  client ??= import('./load-client').then((m) => m.clientFromPage());
  client.catch(() => {
    client = null; // a chunk that failed to load is tried again on the next call
  });
  return client;
}

const call =
  <K extends Exclude<keyof RestClient, 'setNonce'>>(name: K) =>
  (...args: unknown[]) =>
    load().then((c) => (c[name] as (...a: unknown[]) => unknown)(...args));

export const rest: RestClient = {
  get: call('get') as RestClient['get'],
  post: call('post') as RestClient['post'],
  put: call('put') as RestClient['put'],
  patch: call('patch') as RestClient['patch'],
  delete: call('delete') as RestClient['delete'],
  request: call('request') as RestClient['request'],
  getAll: call('getAll') as RestClient['getAll'],
  uploadMedia: call('uploadMedia') as RestClient['uploadMedia'],
  setNonce(nonce) {
    void load().then((c) => c.setNonce(nonce));
  },
};

/** Tests: forget the loaded client so the next call reads the page again. */
export function resetRest(): void {
  client = null;
}
