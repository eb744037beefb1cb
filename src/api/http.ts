import { dispatchError } from '../events/widget-error';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../config/constants';

/**
 * The HTTP client every call goes through (SPEC §7): form bodies as jQuery encodes them, the
 * transport with its timeouts, and the one small checker every server answer passes (no zod in
 * the start-up code: the cart's answers are checked at start).
 */

/** Values that become an application/x-www-form-urlencoded body, as jQuery.param() encodes them. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };
export type FormBody = Record<string, FormValue> | URLSearchParams;

export function toSearchParams(body: FormBody): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const params = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${typeof v === 'object' && v ? i : ''}]`, v));
    else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else params.append(key, value === null ? '' : String(value));
  };
  Object.entries(body).forEach(([k, v]) => add(k, v));
  return params;
}

export interface TransportInit {
  method: string;
  body?: URLSearchParams;
  json?: unknown;
  timeout: number;
  headers?: Record<string, string>;
  /** The request outlives the page (a quantity edit sent on pagehide). */
  keepalive?: boolean;
  /** 'manual': a redirect answers the call itself (its target page is not downloaded). */
  redirect?: 'manual';
}

/**
 * The network transport: plain fetch with a time-out, in the start-up code, so a click's
 * request leaves at once without waiting for a chunk (ky is ~8.6 KB gzip: the REST client keeps
 * it, loaded when that is used). Never throws: a failure says which kind it was. Any of
 * `signals` aborts it (the client's stop, the caller's).
 */
export async function fetchResponse(url: string, init: TransportInit, signals: (AbortSignal | undefined)[]): Promise<Response | { failure: FailureReason }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeout);
  const abort = () => controller.abort();
  for (const signal of signals) {
    signal?.addEventListener('abort', abort);
    if (signal?.aborted) abort();
  }
  const headers: Record<string, string> = { ...init.headers };
  let body: BodyInit | undefined = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] = 'application/json';
  }
  try {
    return await fetch(url, {
      method: init.method,
      body,
      headers,
      credentials: 'same-origin',
      keepalive: init.keepalive,
      redirect: init.redirect,
      signal: controller.signal,
    });
  } catch {
    // Aborted, not by the time-out: by one of `signals`.
    return { failure: timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network' };
  } finally {
    // As ky's, the time-out runs until the headers are in; the caller reads the body.
    clearTimeout(timer);
    for (const signal of signals) signal?.removeEventListener('abort', abort);
  }
}

/**
 * How every server answer is checked, and every value the config reads: by a small read written
 * by hand — the value as it was expected, or undefined when it is not — made into a Validator by
 * check(). No schema library: the cart's answers are read by the start-up code (a first page
 * view refreshes the fragments, a click adds to cart), where zod/mini alone would take about a
 * third of the 20 KB gz the page may fetch at load, and one way everywhere beats two.
 * The Validator keeps zod's `safeParse` shape, so a theme's own zod/mini schema still works as
 * the REST client's `schema` (docs/api.md).
 */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A Validator from a read that gives `{ value }` when the answer is as expected (the value may be anything, undefined too). */
export function check<T>(read: (value: unknown) => { value: T } | undefined): Validator<T> {
  return {
    safeParse(value) {
      const result = read(value);
      return result ? { success: true, data: result.value } : { success: false };
    },
  };
}

/** A plain object (not null, not an array): what a JSON answer's `{…}` is. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every call returns a result and never throws (DESIGN §6): an answer that does not match its
 * schema is a failure like a network error, and the caller applies the spec's fallback.
 */
export type FailureReason = 'network' | 'timeout' | 'http' | 'invalid' | 'aborted';
export interface ApiFailure {
  ok: false;
  reason: FailureReason;
  status?: number;
}
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (an edit sent as the shopper leaves). */
  keepalive?: boolean;
  /**
   * 'manual': a redirect is the answer (a GET whose effect is the redirect, such as WooCommerce's
   * `undo_item`), read as an empty body; the page it points to is not fetched.
   */
  redirect?: 'manual';
}

export interface HttpClient {
  /** POST /?wc-ajax={endpoint} with a form body. */
  wcAjax<T>(endpoint: string, body: FormBody, schema: Validator<T>, options?: RequestOptions): Promise<ApiResult<T>>;
  /** admin-ajax.php; POST with a form body, or GET with the params as query (options.method). */
  adminAjax<T>(params: FormBody, schema: Validator<T>, options?: RequestOptions): Promise<ApiResult<T>>;
  /** Any same-site URL (GET unless told), body as form params (the query of a GET) or JSON. */
  request<T>(
    url: string,
    init: RequestOptions & { form?: FormBody; json?: unknown; method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' },
    schema: Validator<T>,
  ): Promise<ApiResult<T>>;
  /**
   * Aborts every request on its way and refuses new ones (reason 'aborted'): the script is being
   * torn down, and no answer may reach a page (or a test environment) that is gone.
   */
  stop(): void;
  /** Whether stop() was called. */
  isStopped(): boolean;
}

export interface HttpClientOptions {
  /** e.g. `/?wc-ajax=%%endpoint%%` */
  wcAjaxUrl: string;
  /** e.g. `/wp-admin/admin-ajax.php` */
  adminAjaxUrl: string;
  defaultTimeout?: number;
}

/**
 * Parses a body that should hold JSON. WordPress handlers often answer JSON as text/html, and
 * some wrap it in stray output; the first JSON value in the text is taken.
 */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  const start = trimmed.search(/[[{]/);
  const end = Math.max(trimmed.lastIndexOf('}'), trimmed.lastIndexOf(']'));
  // The whole text, else from the first { or [ to the last } or ] (nothing there: an empty slice, no JSON).
  for (const json of [trimmed, start >= 0 ? trimmed.slice(start, end + 1) : '']) {
    try {
      return JSON.parse(json);
    } catch {
      // Not JSON: the next try, then undefined.
    }
  }
  return undefined;
}

export function createHttpClient({ wcAjaxUrl, adminAjaxUrl, defaultTimeout = DEFAULT_REQUEST_TIMEOUT_MS }: HttpClientOptions): HttpClient {
  const stopped = new AbortController();

  async function send<T>(url: string, init: TransportInit, schema: Validator<T>, callerSignal?: AbortSignal): Promise<ApiResult<T>> {
    if (stopped.signal.aborted) return { ok: false, reason: 'aborted' };
    const response = await fetchResponse(url, init, [stopped.signal, callerSignal]);
    if (stopped.signal.aborted) return { ok: false, reason: 'aborted' };
    if (!(response instanceof Response)) return { ok: false, reason: response.failure };
    // A browser shows a manual redirect as an opaque answer (status 0), other runtimes as the 3xx.
    const redirected = init.redirect === 'manual' && (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400));
    if (!response.ok && !redirected) return { ok: false, reason: 'http', status: response.status };
    let text: string;
    try {
      text = redirected ? '' : await response.text();
    } catch {
      return { ok: false, reason: stopped.signal.aborted || callerSignal?.aborted ? 'aborted' : 'network' };
    }
    const parsed = schema.safeParse(parseJsonText(text));
    if (parsed.success) return { ok: true, data: parsed.data };
    // A schema may accept raw text (HTML answers): give it the text when JSON did not fit.
    const asText = schema.safeParse(text);
    if (asText.success) return { ok: true, data: asText.data };
    // The caller falls back as the spec says; an error tracker hears which call it was.
    dispatchError(null, 'answer', new TypeError(`the answer of ${url} did not validate`));
    return { ok: false, reason: 'invalid', status: response.status };
  }

  const request: HttpClient['request'] = (url, { method = 'GET', form, json, timeout = defaultTimeout, headers, keepalive, redirect, signal }, schema) => {
    const params = form && toSearchParams(form);
    const isGet = method === 'GET';
    return send(
      isGet && params ? `${url}${url.includes('?') ? '&' : '?'}${params}` : url,
      { method, body: isGet ? undefined : params, json, timeout, headers, keepalive, redirect },
      schema,
      signal,
    );
  };

  return {
    stop: () => stopped.abort(),
    isStopped: () => stopped.signal.aborted,
    // The two WordPress endpoints are requests with a form, POST unless told.
    wcAjax: (endpoint, form, schema, options) =>
      request(wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint)), { method: 'POST', ...options, form }, schema),
    adminAjax: (form, schema, options) => request(adminAjaxUrl, { method: 'POST', ...options, form }, schema),
    request,
  };
}
