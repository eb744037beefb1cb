import type { FailureReason } from './http';

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
