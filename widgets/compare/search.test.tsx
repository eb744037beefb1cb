import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo, server } from '../../test/msw';
import { recordCalls } from './record-calls.test-helper';
import type { FailureMode } from '../../fixtures/shop';

const PAGE = '/vergelijken/grasmaaiers/?compareids=101,103';
const layer = () => document.querySelector<HTMLElement>('.sw-comp-search-layer');
const results = () => document.querySelector<HTMLElement>('.comp-ajax-search-wrap')!;
const opener = () => document.querySelector<HTMLElement>('#btn_search')!;

const recordSearches = () => recordCalls('add_to_compare_search');

/** The shop answers every admin-ajax call of this test with that response. */
const answerSearchWith = (response: Response) => server.use(http.post('*/wp-admin/admin-ajax.php', () => response.clone()));

async function openSearch() {
  await loadPage(PAGE);
  const booted = startWidgets();
  // A cold page: the comparison code loads on intent, the click waits for it.
  opener().focus();
  fireEvent.click(opener());
  await waitFor(() => expect(layer()?.hidden).toBe(false));
  const input = within(layer()!).getByRole('searchbox', { name: 'Zoek een product om toe te voegen' }) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { ...booted, input };
}

/** Types into the overlay's input and lets the 100 ms pause pass (fake timers). */
async function typeAndWait(input: HTMLInputElement, text: string) {
  vi.useFakeTimers();
  fireEvent.change(input, { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(100));
  vi.useRealTimers();
}

afterEach(() => {
  window.innerHeight = 768;
});

describe('compare search overlay', () => {
  it('opens from its button with focus in the input; Esc closes it and focus goes back to the opener', async () => {
    await openSearch();
    expect(document.querySelector('.comp-search')!.classList.contains('comp-search-open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Product zoeken om te vergelijken' })).toBe(layer());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.comp-search')!.classList.contains('comp-search-open')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('closes with its close button, emptied for the next time', async () => {
    const { input } = await openSearch();
    await typeAndWait(input, 'compact');
    await waitFor(() => expect(results().querySelector('.re-search-result-div')).not.toBeNull());
    fireEvent.click(within(layer()!).getByRole('button', { name: 'Zoeken sluiten' }));
    await waitFor(() => expect(layer()!.hidden).toBe(true));
    expect(input.value).toBe('');
    expect(results().childElementCount).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('searches 100 ms after typing pauses, with posttype, terms, taxonomy and the nonce', async () => {
    const { input } = await openSearch();
    const early = recordSearches();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'accu' } });
    await act(async () => vi.advanceTimersByTime(99));
    fireEvent.change(input, { target: { value: 'accu gras' } });
    await act(async () => vi.advanceTimersByTime(99));
    expect(await early()).toHaveLength(0);
    const onTime = recordSearches();
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const sent = await onTime();
    expect(sent.map((p) => Object.fromEntries(p))).toEqual([
      { action: 'add_to_compare_search', search_query: 'accu gras', posttype: 'product', terms: '15', taxonomy: 'product_cat', security: 'c0mp4re-n0nce' },
    ]);
    await waitFor(() => expect(results().querySelectorAll('.re-search-result-div')).toHaveLength(3));
    expect(results().classList.contains('comp-ajax-search-open')).toBe(true);
  });

  it('never searches for an empty query, and clears the results', async () => {
    const { input } = await openSearch();
    await typeAndWait(input, 'compact');
    await waitFor(() => expect(results().childElementCount).toBe(1));
    const searches = recordSearches();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(await searches()).toHaveLength(0);
    expect(results().childElementCount).toBe(0);
  });

  it('only searches for keys typed in its own input', async () => {
    await openSearch();
    const searches = recordSearches();
    vi.useFakeTimers();
    fireEvent.keyUp(document.body, { key: 'a' });
    const other = document.createElement('input');
    document.body.append(other);
    fireEvent.keyUp(other, { key: 'b' });
    fireEvent.change(other, { target: { value: 'accu' } });
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(await searches()).toHaveLength(0);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { input } = await openSearch();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const body = new URLSearchParams(await request.clone().text());
        if (body.get('action') !== 'add_to_compare_search') return undefined;
        const query = body.get('search_query');
        if (query === 'oud') await gate;
        return HttpResponse.text(JSON.stringify({ compare_html: `<p class="answer">${query}</p>` }));
      }),
    );
    await typeAndWait(input, 'oud');
    await typeAndWait(input, 'nieuw');
    await waitFor(() => expect(results().textContent).toBe('nieuw'));
    release();
    await settle();
    await settle();
    expect(results().textContent).toBe('nieuw');
  });

  it('gives the results the overflow class when the window is under 700 px high', async () => {
    const { input } = await openSearch();
    window.innerHeight = 699;
    await typeAndWait(input, 'accu');
    await waitFor(() => expect(results().classList.contains('comp-ajax-search-overflow')).toBe(true));
    window.innerHeight = 700;
    await typeAndWait(input, 'accu gras');
    await waitFor(() => expect(results().classList.contains('comp-ajax-search-overflow')).toBe(false));
    expect(results().classList.contains('comp-ajax-search-open')).toBe(true);
  });

  it.each([
    ['an empty compare_html', null],
    ["the theme's own no-result block", '<div class="re-aj-search-wrap-results no-result">No results</div>'],
  ])('says "No results found" for %s', async (_, answer) => {
    const { input } = await openSearch();
    if (answer) answerSearchWith(HttpResponse.text(JSON.stringify({ compare_html: answer })));
    await typeAndWait(input, 'kettingzaag');
    await waitFor(() => expect(within(layer()!).getByRole('status').textContent).toBe('Geen resultaten gevonden'));
    expect(results().childElementCount).toBe(0);
  });

  it('reads an answer that is a JSON string holding the JSON', async () => {
    const { input } = await openSearch();
    answerSearchWith(
      HttpResponse.json(
        JSON.stringify({
          compare_html: '<div class="re-search-result-div wpsm-button-new-compare addcompare-id-102 not-incompare" data-addcompare-id="102">Compact</div>',
        }),
      ),
    );
    await typeAndWait(input, 'compact');
    await waitFor(() => expect(results().querySelector('.addcompare-id-102')).not.toBeNull());
  });

  it('adds from the results: the row, the icon, the bar and the page buttons follow', async () => {
    const { input, store } = await openSearch();
    await typeAndWait(input, 'compact');
    const row = await waitFor(() => {
      const el = results().querySelector<HTMLElement>('.addcompare-id-102');
      expect(el).not.toBeNull();
      return el!;
    });
    // Theme result rows are divs: they become keyboard controls with a pressed state.
    expect(row.getAttribute('role')).toBe('button');
    expect(row.tabIndex).toBe(0);
    expect(row.getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(row.classList.contains('comparing')).toBe(true));
    expect(row.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().compare.groups['9001']!.ids).toEqual(['102']);
    expect(document.querySelector('.re-compare-notice')!.textContent).toBe('1');
    expect(document.querySelector('#re-compare-icon-fixed')!.classList.contains('rhhidden')).toBe(false);
  });

  const modes: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'];
  it.each(modes)('add_to_compare_search %s: says so, and the overlay stays usable', async (mode) => {
    const { input } = await openSearch();
    const errors = vi.spyOn(console, 'error');
    demo.shop.fail('add_to_compare_search', mode);
    await typeAndWait(input, 'accu');
    await waitFor(() => expect(within(layer()!).getByRole('status').textContent).toBe('Zoeken is niet gelukt. Probeer het opnieuw.'));
    expect(results().childElementCount).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    demo.shop.clearFailures();
    await typeAndWait(input, 'accu gras');
    await waitFor(() => expect(results().querySelectorAll('.re-search-result-div')).toHaveLength(3));
    expect(within(layer()!).getByRole('status').textContent).toBe('');
  });

  it('add_to_compare_search timeout: after the 15 s request time-out it says so and stays usable', async () => {
    const { input } = await openSearch();
    demo.shop.fail('add_to_compare_search', 'timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'accu' } });
    await act(async () => vi.advanceTimersByTimeAsync(100 + 15_000));
    vi.useRealTimers();
    await waitFor(() => expect(within(layer()!).getByRole('status').textContent).toBe('Zoeken is niet gelukt. Probeer het opnieuw.'));
    expect(input.disabled).toBe(false);
  });
});
