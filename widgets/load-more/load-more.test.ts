import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { http } from 'msw';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop';

const rows = () => document.querySelectorAll('#rh_offers_list .r_offer_details');
const button = () => document.querySelector<HTMLElement>('.re_ajax_pagination_btn');

function recordLoads() {
  const sent: URLSearchParams[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = new URLSearchParams(await request.clone().text());
    if (body.get('action') === 're_filterpost') sent.push(body);
  });
  return sent;
}

describe('load more', () => {
  it('is a keyboard button; loads the next offers with the container\'s data, then shows "Dat is alles" at the end', async () => {
    const sent = recordLoads();
    await loadPage('/aanbiedingen/');
    startWidgets();
    expect(button()!.getAttribute('role')).toBe('button');
    expect(button()!.tabIndex).toBe(0);
    expect(rows()).toHaveLength(4);
    button()!.focus();
    fireEvent.keyDown(button()!, { key: 'Enter' });
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(Object.fromEntries(sent[0]!)).toEqual({
      action: 're_filterpost',
      sorttype: '',
      filterargs: JSON.stringify({ post_type: 'product', orderby: 'date' }),
      template: 'offer_row',
      containerid: 'rh_offers_list',
      offset: '4',
      innerargs: JSON.stringify({ auto: 0 }),
      security: 'demo-filter-nonce',
    });
    // Focus moves on to the first new offer, and the new button continues from 8.
    expect(rows()[4]!.contains(document.activeElement)).toBe(true);
    expect(document.querySelectorAll('.re_ajax_pagination_btn')).toHaveLength(1);
    expect(button()!.dataset.offset).toBe('8');
    fireEvent.click(button()!);
    await waitFor(() => expect(document.querySelector('.re_ajax_pagination_fin')?.textContent).toBe('Dat is alles'));
    expect(rows()).toHaveLength(rows().length);
    expect(button()).toBeNull();
    expect(document.querySelector('.re_ajax_pagination_fin')!.getAttribute('role')).toBe('status');
  });

  it('shows "Dat is alles" when the shop answers `fail` (nothing left)', async () => {
    await loadPage('/aanbiedingen/');
    startWidgets();
    button()!.dataset.offset = '99';
    fireEvent.click(button()!);
    await waitFor(() => expect(document.querySelector('.re_ajax_pagination_fin')?.textContent).toBe('Dat is alles'));
    expect(rows()).toHaveLength(4);
  });

  it('sends one request for a double click', async () => {
    const sent = recordLoads();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(http.post('*/wp-admin/admin-ajax.php', async ({ request }) => (await gate, (await demo.shop.handle(request))!)));
    await loadPage('/aanbiedingen/');
    startWidgets();
    fireEvent.click(button()!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(button()!.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button()!);
    release();
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(sent).toHaveLength(1);
  });

  it('loads by itself when an auto-loading button scrolls into view', async () => {
    await loadPage('/aanbiedingen/?auto=1');
    startWidgets(); // jsdom has no IntersectionObserver: "in view" at once, like a short page
    await waitFor(() => expect(document.querySelector('.re_ajax_pagination_fin')?.textContent).toBe('Dat is alles'), { timeout: 3000 });
    expect(rows().length).toBeGreaterThan(8);
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'keeps the button with a note when loading fails (%s), and a retry works',
    async (mode) => {
      await loadPage('/aanbiedingen/');
      startWidgets();
      demo.shop.fail('re_filterpost', mode);
      if (mode === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
      fireEvent.click(button()!);
      if (mode === 'timeout') await vi.advanceTimersByTimeAsync(16_000);
      await waitFor(() => expect(document.querySelector('.re_ajax_pagination_error')?.textContent).toBe('Meer laden is niet gelukt. Probeer het opnieuw.'));
      expect(rows()).toHaveLength(4);
      expect(button()!.classList.contains('re_ajax_pagination_loading')).toBe(false);
      expect(button()!.hasAttribute('aria-busy')).toBe(false);
      expect(document.querySelector('.re_ajax_pagination_fin')).toBeNull();
      demo.shop.clearFailures();
      vi.useRealTimers();
      fireEvent.click(button()!);
      await waitFor(() => expect(rows()).toHaveLength(8));
      await settle();
      expect(document.querySelector('.re_ajax_pagination_error')).toBeNull();
    },
  );
});
