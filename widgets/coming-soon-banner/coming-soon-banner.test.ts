import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop';
import { STALE_REST_NONCE, VALID_REST_NONCE } from '../../fixtures/shop/rest';
import { resetRest } from '../../src/rest';

/** Stands for a REST client chunk that fails to download (the import of load-client rejects). */
const restChunk = vi.hoisted(() => ({ fails: false }));
vi.mock('../../src/rest/load-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/rest/load-client')>();
  return {
    clientFromPage: () => {
      if (restChunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
      return actual.clientFromPage();
    },
  };
});

const GUIDE = '/gids/beste-accu-grasmaaier-2026/';
const banner = () => document.getElementById('coming-soon-footer-banner');
const dismissLink = () => document.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss')!;

/** The demo's stale-nonce mode: pages print an expired REST nonce; admin-ajax rest-nonce gives the valid one. */
const staleNonceMode = () => fetch('/__demo/rest?mode=stale-nonce', { redirect: 'manual' });

/** The dismiss calls and nonce refreshes, as "POST /path nonce" and "GET rest-nonce". */
function nonceCalls(): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/wp-json/')) calls.push(`${request.method} ${url.pathname} ${request.headers.get('x-wp-nonce')}`);
    if (url.searchParams.get('action') === 'rest-nonce') calls.push(`${request.method} rest-nonce`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return calls;
}

describe('coming-soon footer banner', () => {
  it("hides at once and POSTs the dismiss to the page's REST url with the nonce; it stays away on the next page", async () => {
    const calls: { url: string; nonce: string | null; body: unknown; type: string | null }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/wp-json/')) {
        calls.push({
          url: request.url,
          nonce: request.headers.get('x-wp-nonce'),
          body: await request.clone().json(),
          type: request.headers.get('content-type'),
        });
      }
    });
    await loadPage(GUIDE);
    startWidgets();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    dismissLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // no jump to "#"
    await waitFor(() => expect(banner()!.hidden).toBe(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: 'http://localhost:3000/wp-json/wp/v2/users/1?_locale=user', // through the REST client
      nonce: VALID_REST_NONCE, // the session's REST nonce, as the page prints it
      body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
      type: 'application/json',
    });
    await settle();
    expect(banner()!.hidden).toBe(true);
    expect(document.querySelector('.coming-soon-footer-banner-error')).toBeNull();
    await loadPage(GUIDE);
    expect(banner()).toBeNull();
  });

  it('is hidden before the answer arrives', async () => {
    let release!: () => void;
    server.use(http.post('*/wp-json/wp/v2/users/1', async () => (await new Promise<void>((r) => (release = r)), HttpResponse.json({ id: 1 }))));
    await loadPage(GUIDE);
    startWidgets();
    fireEvent.click(dismissLink());
    await waitFor(() => expect(banner()!.hidden).toBe(true));
    expect(release).toBeTypeOf('function');
    release();
    await settle();
    expect(banner()!.hidden).toBe(true);
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'comes back with an error note when the dismiss fails (%s)',
    async (mode) => {
      await loadPage(GUIDE);
      startWidgets();
      demo.shop.fail('/wp-json/wp/v2/users/1', mode);
      if (mode === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
      fireEvent.click(dismissLink());
      await waitFor(() => expect(banner()!.hidden).toBe(true));
      if (mode === 'timeout') await vi.advanceTimersByTimeAsync(31_000); // the REST client's 30 s
      await waitFor(() => expect(banner()!.hidden).toBe(false));
      expect(banner()!.querySelector('.coming-soon-footer-banner-error')!.textContent).toBe('De melding kon niet worden verborgen. Probeer het opnieuw.');
      expect(banner()!.querySelector('[role="alert"]')).not.toBeNull();
      expect(document.activeElement).toBe(dismissLink());
      // A second try that works hides it for good, note and all.
      demo.shop.clearFailures();
      vi.useRealTimers();
      fireEvent.click(dismissLink());
      await waitFor(() => expect(banner()!.hidden).toBe(true));
      await settle();
      expect(banner()!.hidden).toBe(true);
      expect(banner()!.querySelector('.coming-soon-footer-banner-error')).toBeNull();
    },
  );

  it('a stale nonce is renewed once from rest-nonce and the dismiss then holds', async () => {
    await staleNonceMode();
    const calls = nonceCalls();
    await loadPage(GUIDE);
    expect(dismissLink().dataset.restNonce).toBe(STALE_REST_NONCE);
    startWidgets();
    fireEvent.click(dismissLink());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([`POST /wp-json/wp/v2/users/1 ${STALE_REST_NONCE}`, 'GET rest-nonce', `POST /wp-json/wp/v2/users/1 ${VALID_REST_NONCE}`]);
    await settle();
    expect(banner()!.hidden).toBe(true);
    expect(document.querySelector('.coming-soon-footer-banner-error')).toBeNull();
    await loadPage(GUIDE);
    expect(banner()).toBeNull();
  });

  it('a nonce that stays wrong after the one refresh is a failed dismiss: the banner comes back', async () => {
    await staleNonceMode();
    // The refresh answers a nonce the shop refuses too (e.g. the login expired meanwhile).
    server.use(
      http.get('*/wp-admin/admin-ajax.php', ({ request }) =>
        new URL(request.url).searchParams.get('action') === 'rest-nonce' ? HttpResponse.text('1a2b3c4d5e') : undefined,
      ),
    );
    const calls = nonceCalls();
    await loadPage(GUIDE);
    startWidgets();
    fireEvent.click(dismissLink());
    await waitFor(() => expect(banner()!.querySelector('.coming-soon-footer-banner-error')).not.toBeNull());
    expect(banner()!.hidden).toBe(false);
    expect(calls).toEqual([`POST /wp-json/wp/v2/users/1 ${STALE_REST_NONCE}`, 'GET rest-nonce', 'POST /wp-json/wp/v2/users/1 1a2b3c4d5e']);
    await loadPage(GUIDE);
    expect(banner()).not.toBeNull(); // nothing was saved
  });

  it('refuses a REST url of another site, and says so in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage(GUIDE);
    dismissLink().dataset.restUrl = 'https://evil.example/wp-json/wp/v2/users/1';
    startWidgets();
    fireEvent.click(dismissLink());
    await waitFor(() => expect(banner()!.querySelector('.coming-soon-footer-banner-error')).not.toBeNull());
    expect(error).toHaveBeenCalledWith('[shop-widgets]', expect.stringContaining('data-rest-url'));
  });

  it('comes back with the error note when the REST client cannot load (its call answers fetch_error)', async () => {
    const error = vi.spyOn(console, 'error');
    resetRest();
    restChunk.fails = true;
    try {
      await loadPage(GUIDE);
      startWidgets();
      fireEvent.click(dismissLink());
      await waitFor(() => expect(banner()!.querySelector('.coming-soon-footer-banner-error')).not.toBeNull());
      expect(banner()!.hidden).toBe(false);
      expect(banner()!.querySelector('[role="alert"]')!.textContent).toBe('De melding kon niet worden verborgen. Probeer het opnieuw.');
      expect(document.activeElement).toBe(dismissLink());
      expect(error).not.toHaveBeenCalled();
      // The client loads on the next try, and the dismiss is saved then.
      restChunk.fails = false;
      fireEvent.click(dismissLink());
      await waitFor(() => expect(banner()!.hidden).toBe(true));
      await settle();
      expect(banner()!.hidden).toBe(true);
      expect(banner()!.querySelector('.coming-soon-footer-banner-error')).toBeNull();
    } finally {
      restChunk.fails = false;
    }
  });
});
