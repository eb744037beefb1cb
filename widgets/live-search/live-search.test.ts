import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop';
import { LIVE_SEARCH_DEBOUNCE_MS } from '../../src/config/constants';

const input = () => document.getElementById('header-search') as HTMLInputElement;
// The theme prints the results box after the form, as its sibling (product-searchform.php).
const results = () => input().form!.nextElementSibling as HTMLElement;
const isOpen = () => results().classList.contains('re-aj-search-open');

/** Records the live-search requests the page sends (their form fields). */
function recordSearches() {
  const sent: URLSearchParams[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const body = new URLSearchParams(await request.clone().text());
    if (body.get('action') === 'rehub_ajax_search') sent.push(body);
  };
  server.events.on('request:start', listener);
  return sent;
}

function type(text: string) {
  input().value = text;
  fireEvent.input(input());
}

/** Loads the code with a first search, so later steps can run on fake timers. */
async function warmUp() {
  await loadPage('/');
  startWidgets();
  type('accu');
  await waitFor(() => expect(isOpen()).toBe(true), { timeout: 2000 });
}

describe('live search', () => {
  it("prints the theme's layout: the results box is the form's next sibling, not inside the form", async () => {
    await loadPage('/');
    expect(results().matches('.re-aj-search-wrap')).toBe(true);
    expect(input().form!.querySelector('.re-aj-search-wrap')).toBeNull();
    expect(input().form!.parentElement!.matches('.head_search')).toBe(true);
  });

  it.each([
    [
      'the wpsm_searchbox shortcode (div.custom_search_box > form + box)',
      `<div class="custom_search_box"><form role="search" class="flowhidden" method="get" id="rh-custom-search-1" action="/"><input type="text" name="s" placeholder="Zoeken" class="re-ajax-search" autocomplete="off" data-posttype="product" data-enable_compare="" data-catid=""><input type="hidden" name="post_type" value="product"><button type="submit" class="wpsm-button">Zoek</button></form><div class="re-aj-search-wrap"></div></div>`,
    ],
    [
      'searchform.php in the splash (form + box directly in .search-header-contents)',
      `<div class="search-header-contents"><form role="search" method="get" class="search-form" action="/"><input type="text" name="s" placeholder="Zoeken" class="re-ajax-search" autocomplete="off" data-posttype="product"><button type="submit" class="btnsearch">Zoek</button></form><div class="re-aj-search-wrap"></div></div>`,
    ],
    [
      'an older layout with the box inside the form',
      `<div class="head_search"><form role="search" method="get" class="search-form" action="/"><input type="text" name="s" class="re-ajax-search" data-posttype="product"><div class="re-aj-search-wrap"></div></form></div>`,
    ],
  ])('searches and fills the box in %s; a click outside closes it', async (_, markup) => {
    const sent = recordSearches();
    await loadPage('/');
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<div id="other-layout">${markup}</div>`);
    startWidgets();
    const field = document.querySelector<HTMLInputElement>('#other-layout .re-ajax-search')!;
    const box = document.querySelector<HTMLElement>('#other-layout .re-aj-search-wrap')!;
    field.value = 'accu';
    fireEvent.input(field);
    await waitFor(() => expect(box.classList.contains('re-aj-search-open')).toBe(true), { timeout: 2000 });
    expect(sent).toHaveLength(1);
    expect(box.querySelectorAll('.re-search-result-div').length).toBeGreaterThan(1);
    // Nothing went into the header's box.
    expect(results().classList.contains('re-aj-search-open')).toBe(false);
    fireEvent.click(field);
    expect(box.classList.contains('re-aj-search-open')).toBe(true);
    fireEvent.click(document.querySelector('footer')!);
    expect(box.classList.contains('re-aj-search-open')).toBe(false);
  });

  it("searches after the debounce with the field's data and shows the rows", async () => {
    const sent = recordSearches();
    await warmUp();
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toEqual({
      action: 'rehub_ajax_search',
      re_string: 'accu',
      posttypesearch: 'product',
      enable_compare: '1',
      aff_link: '',
      catid: '',
      security: 'demo-search-nonce',
    });
    expect(results().querySelectorAll('.re-search-result-div').length).toBeGreaterThan(1);
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ resultaten$/);
    expect(input().getAttribute('aria-controls')).toBe(results().id);
  });

  it('waits 300 ms after the last keystroke and sends one request', async () => {
    const sent = recordSearches();
    await warmUp();
    vi.useFakeTimers();
    type('accu g');
    vi.advanceTimersByTime(LIVE_SEARCH_DEBOUNCE_MS - 1);
    type('accu gr');
    vi.advanceTimersByTime(LIVE_SEARCH_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(sent.map((s) => s.get('re_string'))).toEqual(['accu', 'accu gr']);
  });

  it('shows "No results found" when nothing matches', async () => {
    await warmUp();
    type('kettingzaag');
    await waitFor(() => expect(results().textContent).toBe('Geen resultaten gevonden'));
    expect(isOpen()).toBe(true);
  });

  it('drops an answer for a query the field no longer holds', async () => {
    await warmUp();
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.text(JSON.stringify({ re_data: '<div class="re-search-result-div">oud</div>', re_total_inlist: 1, re_search_query: 'accu' })),
      ),
    );
    type('snellader');
    await settle();
    await new Promise((r) => setTimeout(r, LIVE_SEARCH_DEBOUNCE_MS + 50));
    await settle();
    expect(results().textContent).not.toContain('oud');
  });

  it('aborts the request under way when a newer search starts', async () => {
    await warmUp();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    server.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const q = new URLSearchParams(await request.text()).get('re_string')!;
        if (++calls === 1) await gate; // the first answer would arrive last
        return HttpResponse.text(
          JSON.stringify({
            re_data: `<div class="re-search-result-div"><p class="re-search-result-title"><a href="/x/">${q}</a></p></div>`,
            re_total_inlist: 1,
            re_search_query: q,
          }),
        );
      }),
    );
    type('trimmer');
    await waitFor(() => expect(calls).toBe(1), { timeout: 2000 });
    type('snellader');
    await waitFor(() => expect(results().textContent).toBe('snellader'), { timeout: 2000 });
    release();
    await settle();
    expect(results().textContent).toBe('snellader');
  });

  it('moves through the result links with the arrow keys and back to the field; Esc closes the list', async () => {
    await warmUp();
    const links = results().querySelectorAll<HTMLElement>('.re-search-result-title a');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(links[0]!, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  it('Esc in the field closes the open results and keeps the typed text (the browser must not clear it)', async () => {
    await warmUp();
    input().focus();
    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    input().dispatchEvent(esc);
    expect(isOpen()).toBe(false);
    expect(esc.defaultPrevented).toBe(true);
    expect(input().value).toBe('accu');
    // With the results closed, Esc is the browser's (and the splash's) again.
    const again = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    input().dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('closes the results on a click outside the search, not inside it', async () => {
    await warmUp();
    fireEvent.click(input());
    expect(isOpen()).toBe(true);
    fireEvent.click(document.querySelector('main')!);
    expect(isOpen()).toBe(false);
  });

  it('stores the chosen category on the field and searches again at once when it has text', async () => {
    const sent = recordSearches();
    await warmUp();
    const select = document.getElementById('header-search-cat') as HTMLSelectElement;
    select.value = 'accessoires';
    fireEvent.change(select);
    expect(input().dataset.catid).toBe('accessoires');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.get('catid')).toBe('accessoires');
    input().value = '';
    select.value = 'trimmers';
    fireEvent.change(select);
    await settle();
    expect(input().dataset.catid).toBe('trimmers');
    expect(sent).toHaveLength(2);
  });

  it('does not search below 3 characters and closes the list', async () => {
    const sent = recordSearches();
    await warmUp();
    type('ac');
    await new Promise((r) => setTimeout(r, LIVE_SEARCH_DEBOUNCE_MS + 50));
    expect(sent).toHaveLength(1);
    expect(isOpen()).toBe(false);
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'closes the list quietly when the search fails (%s); the form still submits',
    async (mode) => {
      await warmUp();
      demo.shop.fail('rehub_ajax_search', mode);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      type('grastrimmer');
      await vi.advanceTimersByTimeAsync(LIVE_SEARCH_DEBOUNCE_MS);
      await vi.advanceTimersByTimeAsync(16_000); // past the request time-out
      await waitFor(() => expect(isOpen()).toBe(false));
      expect(results().textContent).not.toContain('Geen resultaten gevonden');
      demo.shop.clearFailures();
      type('snellader');
      await vi.advanceTimersByTimeAsync(LIVE_SEARCH_DEBOUNCE_MS);
      await waitFor(() => expect(isOpen()).toBe(true));
    },
  );
});
