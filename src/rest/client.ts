import ky, { TimeoutError } from 'ky';
import { parseJsonText, isRecord, type Validator } from '../api/http';
import { loadChunk } from '../lib/load-chunk';
import { catalogueError } from './errors';
import { restUrl, routeOf } from './url';
import type { MediaUploadOptions, RestClient, RestError, RestMethod, RestOptions, RestRequestOptions, RestResult } from './types';

/** How long one REST call may take before it counts as failed (uploads included). */
export const REST_TIMEOUT_MS = 30_000;

export interface RestSettings {
  /** `{host}/wp-json/` or `{host}/?rest_route=/` (wpApiSettings.root). */
  root: string;
  /** The cookie-authentication nonce (wpApiSettings.nonce); '' for none. */
  nonce: string;
  /** Where a fresh nonce comes from: `/wp-admin/admin-ajax.php?action=rest-nonce`. */
  nonceEndpoint: string;
}

/** One call as the pipeline carries it. */
export interface RestCall {
  method: RestMethod;
  url: URL;
  body?: unknown;
  headers: Record<string, string>;
  nonce?: string;
  signal?: AbortSignal;
  timeout: number;
}

export type Sent = { response: Response } | { error: RestError };

/** What fetch-all and media upload get from the core. */
export interface RestCore {
  settings: RestSettings;
  /** Sends one call with the nonce rules (and one nonce refresh); never throws. */
  send(call: RestCall): Promise<Sent>;
  /** Reads an answer into a result (catalogue errors, WordPress errors, the schema). */
  read<T>(sent: Sent, schema?: Validator<T>): Promise<RestResult<T>>;
  call(method: RestMethod, path: string, options?: RestRequestOptions<unknown>): RestCall;
}

/**
 * THE ky instance of shop-widgets (the cart's wc-ajax/admin-ajax calls use plain fetch in the
 * start-up code, src/api/http.ts). No retries (the callers decide), HTTP errors are answers
 * not exceptions, cookies only to our own origin.
 */
const transport = ky.create({ retry: 0, throwHttpErrors: false, credentials: 'same-origin' });

/** A WordPress error body: `{ code, message, data }`. */
function wpErrorOf(text: string): { code: string; message: string; data: unknown } | null {
  const body = parseJsonText(text);
  if (!isRecord(body) || typeof body.code !== 'string') return null;
  return { code: body.code, message: typeof body.message === 'string' ? body.message : '', data: body.data };
}
const NONCE = /^[A-Za-z0-9]{6,64}$/;

function isSameOrigin(url: URL): boolean {
  return url.origin === location.origin;
}

/**
 * The core rules, one function each: methods other than GET/POST travel as POST with
 * X-HTTP-Method-Override (servers and proxies that block them stay usable); the nonce goes
 * only to our own origin; a stale nonce is renewed once from admin-ajax `rest-nonce`.
 */
export function createRestCore(settings: RestSettings): RestCore & { setNonce(nonce: string): void } {
  let currentNonce = settings.nonce;

  async function transmit(call: RestCall, nonce: string | undefined): Promise<Sent> {
    const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...call.headers };
    let method: string = call.method;
    if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
      headers['X-HTTP-Method-Override'] = method;
      method = 'POST';
    }
    if (nonce && isSameOrigin(call.url) && !Object.keys(headers).some((h) => h.toLowerCase() === 'x-wp-nonce')) {
      headers['X-WP-Nonce'] = nonce;
    }
    const isRaw = call.body instanceof FormData || call.body instanceof Blob || call.body instanceof URLSearchParams;
    try {
      const response = await transport(call.url, {
        method,
        headers,
        timeout: call.timeout,
        signal: call.signal,
        ...(call.body === undefined ? {} : isRaw ? { body: call.body as BodyInit } : { json: call.body }),
      });
      return { response };
    } catch (error) {
      if (call.signal?.aborted) return { error: { code: 'aborted', message: catalogueError('fetch_error').message } };
      return { error: catalogueError('fetch_error', { data: error instanceof TimeoutError ? { reason: 'timeout' } : undefined }) };
    }
  }

  async function isInvalidNonce(response: Response): Promise<boolean> {
    if (response.status !== 403) return false;
    return (
      wpErrorOf(
        await response
          .clone()
          .text()
          .catch(() => ''),
      )?.code === 'rest_cookie_invalid_nonce'
    );
  }

  async function freshNonce(): Promise<string | null> {
    try {
      const response = await transport(settings.nonceEndpoint, { timeout: REST_TIMEOUT_MS });
      if (!response.ok) return null;
      const nonce = (await response.text()).trim();
      return NONCE.test(nonce) ? nonce : null;
    } catch {
      return null;
    }
  }

  async function send(call: RestCall): Promise<Sent> {
    const nonce = call.nonce ?? currentNonce;
    const first = await transmit(call, nonce);
    if (!('response' in first) || !nonce || !isSameOrigin(call.url) || !(await isInvalidNonce(first.response))) return first;
    // One retry with a fresh nonce, never a loop: a second refusal is the answer.
    const renewed = await freshNonce();
    if (!renewed) return first;
    currentNonce = renewed;
    return transmit({ ...call, nonce: renewed }, renewed);
  }

  async function read<T>(sent: Sent, schema?: Validator<T>): Promise<RestResult<T>> {
    if ('error' in sent) return { ok: false, error: sent.error };
    const { response } = sent;
    let text: string;
    try {
      text = await response.text();
    } catch {
      return { ok: false, error: catalogueError('fetch_error') };
    }
    if (!response.ok) {
      const wpError = wpErrorOf(text);
      if (wpError) {
        return {
          ok: false,
          error: { code: wpError.code, message: wpError.message || catalogueError('unknown_error').message, status: response.status, data: wpError.data },
        };
      }
      return { ok: false, error: catalogueError('unknown_error', { status: response.status }) };
    }
    let data: unknown = null;
    if (response.status !== 204) {
      try {
        data = JSON.parse(text);
      } catch {
        return { ok: false, error: catalogueError('invalid_json', { status: response.status }) };
      }
    }
    if (schema) {
      const parsed = schema.safeParse(data);
      if (!parsed.success) return { ok: false, error: catalogueError('invalid_json', { status: response.status }) };
      data = parsed.data;
    }
    return { ok: true, data: data as T, status: response.status, headers: response.headers };
  }

  function call(method: RestMethod, path: string, options: RestRequestOptions<unknown> = {}): RestCall {
    return {
      method,
      url: restUrl(settings.root, path, options.query),
      body: options.body,
      headers: options.headers ?? {},
      nonce: options.nonce,
      signal: options.signal,
      timeout: options.timeout ?? REST_TIMEOUT_MS,
    };
  }

  return {
    settings,
    send,
    read,
    call,
    setNonce(nonce) {
      currentNonce = nonce;
    },
  };
}

const isMediaUpload = (call: RestCall, root: string) => call.method === 'POST' && /^\/wp\/v2\/media\/?$/.test(routeOf(call.url, root));
const wantsAllPages = (call: RestCall) => call.method === 'GET' && call.url.searchParams.get('per_page') === '-1';

/** The REST client. Fetch-all and media upload load on first use (their own chunks). */
export function createRestClient(settings: RestSettings): RestClient {
  const core = createRestCore(settings);

  async function request<T>(method: RestMethod, path: string, options: RestRequestOptions<T> = {}): Promise<RestResult<T>> {
    let restCall: RestCall;
    try {
      restCall = core.call(method, path, options as RestRequestOptions<unknown>);
    } catch {
      return { ok: false, error: catalogueError('unknown_error', { data: { reason: 'invalid url', path } }) };
    }
    if (wantsAllPages(restCall)) {
      const part = await loadPart(() => import('./fetch-all'));
      if (!part) return { ok: false, error: catalogueError('fetch_error') };
      return part.fetchAllPages(core, restCall, options.schema as Validator<unknown> | undefined) as Promise<RestResult<T>>;
    }
    if (isMediaUpload(restCall, settings.root)) {
      const part = await loadPart(() => import('./media-upload'));
      if (!part) return { ok: false, error: catalogueError('fetch_error') };
      return part.uploadWithPostProcess(core, restCall, options.schema);
    }
    return core.read(await core.send(restCall), options.schema);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    getAll: (path, options = {}) => request('GET', path, { ...options, query: { ...options.query, per_page: -1 } }),
    uploadMedia<T>(file: Blob, options: MediaUploadOptions<T> = {}) {
      const form = new FormData();
      const name = options.filename ?? ((file as File).name || 'upload');
      form.append('file', file, name);
      for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
      return request<T>('POST', '/wp/v2/media', { ...options, body: form } as RestRequestOptions<T>);
    },
    setNonce: core.setNonce,
  };
}

export type { RestOptions };

/**
 * A part of the client that loads on its first use (all pages, media uploads). When it cannot
 * load (offline, a deploy that removed the chunk), the call answers fetch_error as a request
 * that could not be sent does: every promise of the client resolves, as the README says.
 */
function loadPart<M>(load: () => Promise<M>): Promise<M | null> {
  return loadChunk(load).catch(() => null);
}
