import type { Validator } from '../api/http';

/**
 * The WordPress REST client's public types (docs/api.md "REST client": `ShopWidgets.rest`, or
 * `import { rest } from 'shop-widgets'`). Every call resolves to a result and never throws.
 */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error catalogue (SPEC §8), or the WordPress error the server sent (`rest_…` codes). */
export interface RestError {
  /** fetch_error | invalid_json | unknown_error | post_process, or the server's code. */
  code: string;
  /** In the page's language: the server's message, or the catalogue's text. */
  message: string;
  /** The HTTP status, when there was an answer. */
  status?: number;
  /** The `data` of a WordPress error. */
  data?: unknown;
}

export type RestResult<T> = { ok: true; data: T; status: number; headers: Headers } | { ok: false; error: RestError };

export type RestQuery = Record<string, string | number | boolean | undefined | null>;

export interface RestOptions<T = unknown> {
  /** Query parameters; `per_page: -1` fetches every page (GET). */
  query?: RestQuery;
  headers?: Record<string, string>;
  /** A nonce for this call only (e.g. the one a banner's data-rest-nonce gives). */
  nonce?: string;
  signal?: AbortSignal;
  /** Milliseconds before the call counts as failed (fetch_error); 30 000 by default. */
  timeout?: number;
  /** What the answer must be (a Validator, src/api/http.ts; a zod/mini schema is one too); a mismatch is an invalid_json error. */
  schema?: Validator<T>;
}

export interface RestRequestOptions<T = unknown> extends RestOptions<T> {
  /** A plain value is sent as JSON; FormData, Blob and URLSearchParams as they are. */
  body?: unknown;
}

export interface MediaUploadOptions<T = unknown> extends RestOptions<T> {
  /** The file name the server stores (default: the File's name, else "upload"). */
  filename?: string;
  /** Extra attachment fields: title, alt_text, caption, post … */
  fields?: Record<string, string>;
}

/** A route (`/wp/v2/posts`, `wc/store/v1/cart`) or an absolute REST URL (`https://…/wp-json/…`). */
export type RestPath = string;

export interface RestClient {
  get<T = unknown>(path: RestPath, options?: RestOptions<T>): Promise<RestResult<T>>;
  post<T = unknown>(path: RestPath, body?: unknown, options?: RestOptions<T>): Promise<RestResult<T>>;
  put<T = unknown>(path: RestPath, body?: unknown, options?: RestOptions<T>): Promise<RestResult<T>>;
  patch<T = unknown>(path: RestPath, body?: unknown, options?: RestOptions<T>): Promise<RestResult<T>>;
  delete<T = unknown>(path: RestPath, options?: RestOptions<T>): Promise<RestResult<T>>;
  request<T = unknown>(method: RestMethod, path: RestPath, options?: RestRequestOptions<T>): Promise<RestResult<T>>;
  /** GET with per_page=-1: every page, 100 at a time, following the next links. */
  getAll<T = unknown>(path: RestPath, options?: RestOptions<T[]>): Promise<RestResult<T[]>>;
  /** POST /wp/v2/media, with WordPress's post-process retries when image processing fails. */
  uploadMedia<T = unknown>(file: Blob, options?: MediaUploadOptions<T>): Promise<RestResult<T>>;
  /** Uses this nonce from now on (after a log-in in a pop-up, for instance). */
  setNonce(nonce: string): void;
}
