import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { undoRemoval } from './cart-edits';

const client = () => createHttpClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php', defaultTimeout: 1000 });
const UNDO_URL = 'http://localhost:3000/cart/?undo_item=abc&_wpnonce=n1';

/** A fetch that answers every request with `answer`, keeping what it was asked. */
function answering(answer: () => Response) {
  const asked: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return answer();
  });
  return asked;
}

/** What a browser gives a `redirect: 'manual'` fetch that met a redirect: status 0, no body. */
function opaqueRedirect(): Response {
  return Object.defineProperties(new Response(null), { type: { value: 'opaqueredirect' }, status: { value: 0 }, ok: { value: false } });
}

afterEach(() => vi.unstubAllGlobals());

describe("WooCommerce's undo_item call", () => {
  it('is one GET of the undo URL that does not follow its redirect; the redirect is its answer', async () => {
    const asked = answering(opaqueRedirect);
    await expect(undoRemoval(client(), UNDO_URL)).resolves.toEqual({ ok: true, data: true });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(UNDO_URL);
    expect(asked[0]!.init).toMatchObject({ method: 'GET', redirect: 'manual', credentials: 'same-origin', body: undefined });
  });

  it('takes a 302 as it comes outside a browser, and the cart page (no referer) as done too', async () => {
    answering(() => new Response(null, { status: 302, headers: { location: '/shop/' } }));
    await expect(undoRemoval(client(), UNDO_URL)).resolves.toEqual({ ok: true, data: true });
    answering(() => new Response('<html>Winkelwagen</html>', { status: 200 }));
    await expect(undoRemoval(client(), UNDO_URL)).resolves.toEqual({ ok: true, data: true });
  });

  it('a server error or no answer is a failure', async () => {
    answering(() => new Response('', { status: 500 }));
    await expect(undoRemoval(client(), UNDO_URL)).resolves.toEqual({ ok: false, reason: 'http', status: 500 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(undoRemoval(client(), UNDO_URL)).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('other calls still count a redirect they did not ask to keep as a failure', async () => {
    answering(opaqueRedirect);
    await expect(client().request('/x', { method: 'GET' }, { safeParse: () => ({ success: true, data: 1 }) })).resolves.toMatchObject({
      ok: false,
      reason: 'http',
    });
  });
});
