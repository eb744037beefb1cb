import type { FailureReason } from './http';

export interface TransportInit {
  method: string;
  body?: URLSearchParams;
  json?: unknown;
  timeout: number;
  headers?: Record<string, string>;
  /** The request outlives the page (a quantity edit sent on pagehide). */
  keepalive?: boolean;
}

/**
 * The network transport: plain fetch with a time-out, in the start-up code, so a click's
 * request leaves at once without waiting for a chunk (ky is ~8.6 KB gzip: the REST client keeps
 * it, loaded when that is used). Never throws: a failure says which kind it was.
 */
export async function fetchResponse(url: string, init: TransportInit, signal?: AbortSignal): Promise<Response | { failure: FailureReason }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeout);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) controller.abort();
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
      signal: controller.signal,
    });
  } catch {
    if (timedOut) return { failure: 'timeout' };
    if (signal?.aborted) return { failure: 'aborted' };
    return { failure: 'network' };
  } finally {
    // As ky's, the time-out runs until the headers are in; the caller reads the body.
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
