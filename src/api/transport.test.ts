import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { fragmentsAnswer } from '../connect-cart';

/** A fetch that answers only when told, and fails as the browser does when its signal aborts. */
function heldFetch() {
  const requests: { url: string; init: RequestInit; answer(body: string): void }[] = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({ url, init, answer: (body) => resolve(new Response(body)) });
      }),
  );
  return requests;
}

const client = () => createHttpClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php', defaultTimeout: 1000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the HTTP client', () => {
  it('posts a wc-ajax form and reads its answer', async () => {
    const requests = heldFetch();
    const result = client().wcAjax('get_refreshed_fragments', { time: 5 }, fragmentsAnswer);
    expect(requests[0]!.url).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(requests[0]!.init.method).toBe('POST');
    expect(String(requests[0]!.init.body)).toBe('time=5');
    requests[0]!.answer('{"fragments":{},"cart_hash":"h"}');
    await expect(result).resolves.toEqual({ ok: true, data: { fragments: {}, cart_hash: 'h' } });
  });

  it('sends an admin-ajax GET with its params in the query, no body', () => {
    const requests = heldFetch();
    void client().adminAjax({ action: 'x', qty: 2 }, fragmentsAnswer, { method: 'GET' });
    expect(requests[0]!.url).toBe('/wp-admin/admin-ajax.php?action=x&qty=2');
    expect(requests[0]!.init).toMatchObject({ method: 'GET', body: undefined });
  });

  it("the caller's signal aborts a request on its way: 'aborted'", async () => {
    heldFetch();
    const caller = new AbortController();
    const result = client().adminAjax({ action: 'x' }, fragmentsAnswer, { signal: caller.signal });
    caller.abort();
    await expect(result).resolves.toEqual({ ok: false, reason: 'aborted' });
  });

  it("no headers within the time-out: 'timeout'; a failed fetch: 'network'", async () => {
    vi.useFakeTimers();
    heldFetch();
    const result = client().wcAjax('add_to_cart', {}, fragmentsAnswer);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client().wcAjax('add_to_cart', {}, fragmentsAnswer)).resolves.toEqual({ ok: false, reason: 'network' });
  });
});
