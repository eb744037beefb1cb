import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { demo, server } from '../../test/msw';
import { loadPage } from '../../test/helpers/page';
import { rest, resetRest } from './index';
import { createRestClient } from './client';
import { STALE_REST_NONCE, VALID_REST_NONCE } from '../../fixtures/shop/rest';

/** Every request the client made, as "METHOD path?query" with the headers that matter. */
interface Seen {
  method: string;
  url: URL;
  nonce: string | null;
  override: string | null;
}
let seen: Seen[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push({
    method: request.method,
    url: new URL(request.url),
    nonce: request.headers.get('x-wp-nonce'),
    override: request.headers.get('x-http-method-override'),
  });
};

beforeEach(async () => {
  seen = [];
  resetRest();
  await loadPage('/checkout/');
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeAllListeners();
  document.documentElement.lang = '';
});

/** The demo's REST modes for this session (what /__demo/rest?mode=… does in the demo). */
const demoRestMode = (mode: string) => fetch(`/__demo/rest?mode=${mode}`, { redirect: 'manual' });

const restCalls = () => seen.filter((s) => s.url.pathname.startsWith('/wp-json') || s.url.searchParams.has('rest_route'));
const echo = z.object({
  method: z.string(),
  transport: z.string(),
  override: z.nullable(z.string()),
  locale: z.nullable(z.string()),
  nonce: z.nullable(z.string()),
  query: z.record(z.string(), z.string()),
  body: z.unknown(),
});

describe('REST client: base, nonce and locale', () => {
  it('calls {host}/wp-json/{route} with X-WP-Nonce from wpApiSettings and _locale=user', async () => {
    const result = await rest.get('/shop-widgets-demo/v1/echo', { schema: echo });
    expect(result.ok && result.data).toMatchObject({ method: 'GET', locale: 'user', nonce: VALID_REST_NONCE });
    expect(restCalls()[0]!.url.href).toBe(`${location.origin}/wp-json/shop-widgets-demo/v1/echo?_locale=user`);
  });

  it('works with a plain-permalink root (?rest_route=)', async () => {
    const client = createRestClient({
      root: `${location.origin}/?rest_route=/`,
      nonce: VALID_REST_NONCE,
      nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
    });
    const result = await client.get('/shop-widgets-demo/v1/echo?x=1', { schema: echo });
    expect(result.ok && result.data.query).toEqual({ rest_route: '/shop-widgets-demo/v1/echo', x: '1', _locale: 'user' });
  });

  it('accepts an absolute REST URL (a banner data-rest-url) with a nonce for that call', async () => {
    const result = await rest.post(
      `${location.origin}/wp-json/wp/v2/users/me`,
      { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
      { nonce: VALID_REST_NONCE },
    );
    expect(result.ok && result.data).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(restCalls()[0]).toMatchObject({ method: 'POST', nonce: VALID_REST_NONCE });
  });

  it('setNonce replaces the nonce for the calls that follow', async () => {
    await rest.setNonce('a1b2c3d4e5');
    const result = await rest.get('/shop-widgets-demo/v1/echo', { schema: echo });
    expect(restCalls()[0]!.nonce).toBe('a1b2c3d4e5');
    // The demo knows only its own nonce: refused, refreshed once, and the retry succeeds.
    expect(restCalls()[1]!.nonce).toBe(VALID_REST_NONCE);
    expect(result.ok).toBe(true);
  });

  it('never sends the nonce to another origin', async () => {
    await rest.get('https://elders.example.com/wp-json/shop-widgets-demo/v1/echo');
    expect(restCalls()[0]!.nonce).toBeNull();
  });

  it('sends a plain body as JSON', async () => {
    const result = await rest.post('/shop-widgets-demo/v1/echo', { naam: 'Maaier' }, { schema: echo });
    expect(result.ok && result.data.body).toEqual({ naam: 'Maaier' });
  });
});

describe('REST client: PUT, PATCH and DELETE travel as POST with X-HTTP-Method-Override', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s', async (method) => {
    const result = await rest.request(method, '/shop-widgets-demo/v1/echo', { body: method === 'DELETE' ? undefined : { a: 1 }, schema: echo });
    expect(result.ok && result.data).toMatchObject({ method, transport: 'POST', override: method });
    expect(restCalls()[0]).toMatchObject({ method: 'POST', override: method });
  });

  it('the shorthands put, patch and delete do the same', async () => {
    const put = await rest.put('/shop-widgets-demo/v1/echo', { a: 1 }, { schema: echo });
    const patch = await rest.patch('/shop-widgets-demo/v1/echo', { a: 2 }, { schema: echo });
    const del = await rest.delete('/shop-widgets-demo/v1/echo', { schema: echo });
    expect([put, patch, del].map((r) => r.ok && [r.data.method, r.data.transport, r.data.override])).toEqual([
      ['PUT', 'POST', 'PUT'],
      ['PATCH', 'POST', 'PATCH'],
      ['DELETE', 'POST', 'DELETE'],
    ]);
  });

  it('GET and POST are sent as they are', async () => {
    await rest.get('/shop-widgets-demo/v1/echo');
    await rest.post('/shop-widgets-demo/v1/echo', {});
    expect(restCalls().map((c) => [c.method, c.override])).toEqual([
      ['GET', null],
      ['POST', null],
    ]);
  });

  it('a 204 answer (DELETE without content) is data null', async () => {
    const result = await rest.delete('/shop-widgets-demo/v1/empty');
    expect(result).toMatchObject({ ok: true, data: null, status: 204 });
  });
});

describe('REST client: per_page=-1 fetches every page', () => {
  it('in pages of 100, following the next links, joined in order', async () => {
    const result = await rest.getAll<{ id: number }>('/wp/v2/posts');
    expect(result.ok && result.data.length).toBe(230);
    expect(result.ok && result.data.map((p) => p.id)).toEqual(Array.from({ length: 230 }, (_, i) => i + 1));
    const calls = restCalls();
    expect(calls.map((c) => [c.url.searchParams.get('per_page'), c.url.searchParams.get('page') ?? '1'])).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
    expect(calls.every((c) => c.nonce === VALID_REST_NONCE && c.url.searchParams.get('_locale') === 'user')).toBe(true);
  });

  it('the same through get() with query per_page: -1, and on a plain-permalink root', async () => {
    const client = createRestClient({ root: `${location.origin}/?rest_route=/`, nonce: '', nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce' });
    const result = await client.get<unknown[]>('/wp/v2/posts', { query: { per_page: -1 } });
    expect(result.ok && result.data.length).toBe(230);
    expect(restCalls().length).toBe(3);
  });

  it('fails as a whole when a later page fails (nothing silently missing)', async () => {
    server.use(
      http.get('*/wp-json/wp/v2/posts', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? HttpResponse.text('kapot', { status: 502 }) : undefined,
      ),
    );
    const result = await rest.getAll('/wp/v2/posts');
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_error', status: 502 } });
  });

  it('does not follow a next link to another origin', async () => {
    server.use(
      http.get('*/wp-json/wp/v2/posts', () =>
        HttpResponse.json([{ id: 1 }], { headers: { link: '<https://elders.example.com/wp-json/wp/v2/posts?page=2>; rel="next"' } }),
      ),
    );
    const result = await rest.getAll('/wp/v2/posts');
    expect(result.ok).toBe(false);
    expect(seen.some((s) => s.url.hostname === 'elders.example.com')).toBe(false);
  });
});

describe('REST client: rest_cookie_invalid_nonce', () => {
  it('fetches a new nonce from admin-ajax rest-nonce and retries once; later calls use it', async () => {
    await demoRestMode('stale-nonce');
    resetRest();
    await loadPage('/checkout/');
    expect((window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce).toBe(STALE_REST_NONCE);
    seen = [];
    const result = await rest.post('/wp/v2/users/me', { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(result.ok).toBe(true);
    expect(seen.map((s) => `${s.method} ${s.url.pathname}?${s.url.searchParams.get('action') ?? ''} ${s.nonce ?? ''}`)).toEqual([
      `POST /wp-json/wp/v2/users/me? ${STALE_REST_NONCE}`,
      'GET /wp-admin/admin-ajax.php?rest-nonce ',
      `POST /wp-json/wp/v2/users/me? ${VALID_REST_NONCE}`,
    ]);
    seen = [];
    await rest.get('/shop-widgets-demo/v1/echo');
    expect(seen.map((s) => s.nonce)).toEqual([VALID_REST_NONCE]);
  });

  it('retries only once: a second refusal is the answer, not a loop', async () => {
    server.use(
      http.all('*/wp-json/shop-widgets-demo/v1/echo', () =>
        HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookiecontrole mislukt', data: { status: 403 } }, { status: 403 }),
      ),
    );
    const result = await rest.get('/shop-widgets-demo/v1/echo');
    expect(result).toMatchObject({ ok: false, error: { code: 'rest_cookie_invalid_nonce', message: 'Cookiecontrole mislukt', status: 403 } });
    expect(restCalls().length).toBe(2);
    expect(seen.filter((s) => s.url.searchParams.get('action') === 'rest-nonce').length).toBe(1);
  });

  it.each(['http500', 'offline', 'html', 'empty'] as const)('when the nonce refresh fails (%s), the first refusal is the answer', async (mode) => {
    await demoRestMode('stale-nonce');
    resetRest();
    await loadPage('/checkout/');
    demo.shop.fail('rest-nonce', mode);
    seen = [];
    const result = await rest.get('/shop-widgets-demo/v1/echo');
    expect(result).toMatchObject({ ok: false, error: { code: 'rest_cookie_invalid_nonce', status: 403 } });
    expect(restCalls().length).toBe(1);
  });
});

describe('REST client: media upload', () => {
  const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gazon.jpg', { type: 'image/jpeg' });

  it('POSTs the file to /wp/v2/media', async () => {
    const result = await rest.uploadMedia<{ id: number }>(photo(), { fields: { alt_text: 'Gazon' } });
    expect(result.ok && result.data.id).toBe(901);
    expect(restCalls().map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /wp-json/wp/v2/media']);
  });

  it('on a 5xx with an upload attachment id, retries post-process 5 times, then DELETE ?force=true, and fails with post_process', async () => {
    await demoRestMode('media-fail');
    seen = [];
    const result = await rest.uploadMedia(photo());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      code: 'post_process',
      message: 'Het uploaden van media is mislukt. Als dit een foto of een grote afbeelding is, verklein deze dan en probeer het opnieuw.',
    });
    expect(
      restCalls().map(
        (c) => `${c.override ?? c.method} ${c.url.pathname}${c.url.searchParams.get('force') ? `?force=${c.url.searchParams.get('force')}` : ''}`,
      ),
    ).toEqual([
      'POST /wp-json/wp/v2/media',
      ...Array.from({ length: 5 }, () => 'POST /wp-json/wp/v2/media/901/post-process'),
      'DELETE /wp-json/wp/v2/media/901?force=true',
    ]);
  });

  it('in English on an English page', async () => {
    document.documentElement.lang = 'en-GB';
    await demoRestMode('media-fail');
    const result = await rest.uploadMedia(photo());
    expect(!result.ok && result.error.message).toBe('Media upload failed. If this is a photo or a large image, please scale it down and try again.');
  });

  it('stops retrying when a post-process succeeds and returns the attachment', async () => {
    let attempts = 0;
    server.use(
      http.post('*/wp-json/wp/v2/media', () =>
        HttpResponse.json({ code: 'internal_server_error' }, { status: 500, headers: { 'X-WP-Upload-Attachment-Id': '77' } }),
      ),
      http.post('*/wp-json/wp/v2/media/77/post-process', () => (++attempts < 3 ? HttpResponse.text('', { status: 500 }) : HttpResponse.json({ id: 77 }))),
    );
    const result = await rest.uploadMedia<{ id: number }>(photo());
    expect(result.ok && result.data.id).toBe(77);
    expect(attempts).toBe(3);
    expect(restCalls().some((c) => c.override === 'DELETE')).toBe(false);
  });

  it('a 5xx without an attachment id is an ordinary error (nothing to clean up)', async () => {
    demo.shop.fail('/wp-json/wp/v2/media', 'http500');
    const result = await rest.uploadMedia(photo());
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_error', status: 500 } });
    expect(restCalls().length).toBe(1);
  });
});

describe('REST client: the error catalogue (Dutch)', () => {
  const path = '/wp-json/shop-widgets-demo/v1/echo';
  it.each([
    ['offline', 'fetch_error', 'U bent waarschijnlijk offline.'],
    ['invalid-json', 'invalid_json', 'Het antwoord is geen geldig JSON-antwoord.'],
    ['html', 'invalid_json', 'Het antwoord is geen geldig JSON-antwoord.'],
    ['empty', 'invalid_json', 'Het antwoord is geen geldig JSON-antwoord.'],
    ['http500', 'unknown_error', 'Er is een onbekende fout opgetreden.'],
  ] as const)('%s → %s', async (mode, code, message) => {
    demo.shop.fail(path, mode);
    const result = await rest.get('/shop-widgets-demo/v1/echo');
    expect(result).toMatchObject({ ok: false, error: { code, message } });
  });

  it('wrong-shape against a schema → invalid_json', async () => {
    demo.shop.fail(path, 'wrong-shape');
    const result = await rest.get('/shop-widgets-demo/v1/echo', { schema: echo });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_json' } });
  });

  it('a time-out → fetch_error, after exactly the timeout', async () => {
    await rest.get('/'); // the client chunk is loaded before the clock is faked
    demo.shop.fail(path, 'timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = rest.get('/shop-widgets-demo/v1/echo', { timeout: 2000 });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'fetch_error', message: 'U bent waarschijnlijk offline.' } });
  });

  it('a WordPress error keeps its own code, message, status and data', async () => {
    const result = await rest.get('/geen/route');
    expect(result).toMatchObject({ ok: false, error: { code: 'rest_no_route', status: 404, data: { status: 404 } } });
  });

  it('an error page that is not JSON → unknown_error with the status', async () => {
    const result = await rest.get('/shop-widgets-demo/v1/teapot');
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_error', status: 418 } });
  });

  it('English texts on an English page', async () => {
    document.documentElement.lang = 'en';
    demo.shop.fail(path, 'offline');
    const result = await rest.get('/shop-widgets-demo/v1/echo');
    expect(!result.ok && result.error.message).toBe('You are probably offline.');
  });

  it('the exported rest object can be awaited and passed around (it is no thenable)', async () => {
    expect(await Promise.resolve(rest)).toBe(rest);
  });

  it('never throws: a bad URL is an error result', async () => {
    const result = await rest.get('http://[::1');
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_error' } });
  });
});
