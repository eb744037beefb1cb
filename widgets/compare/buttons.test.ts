import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { callsSettled, loadPage, settle, startWidgets, stopWidgets } from '../../test/helpers/page';
import { http, HttpResponse } from 'msw';
import { demo, server } from '../../test/msw';
import { pointAtCompare, recordCalls } from './record-calls.test-helper';
import type { FailureMode } from '../../fixtures/shop';
import { forgetVisitor } from '../../testing/visitor';

const button = (id: number) => document.querySelector<HTMLElement>(`.wpsm-button-new-compare.addcompare-id-${id}`)!;
const icon = () => document.querySelector<HTMLElement>('#re-compare-icon-fixed')!;
const notice = () => document.querySelector('.re-compare-icon-toggle .re-compare-notice')!.textContent;

/** A compare button as the theme prints it in markup added later (live search, quick view, load more): always not-incompare. */
function addLateButton(id: number): HTMLElement {
  document
    .querySelector('main')!
    .insertAdjacentHTML(
      'beforeend',
      `<div class="re-search-result-div late"><button type="button" class="wpsm-button-new-compare addcompare-id-${id} not-incompare" data-addcompare-id="${id}" aria-pressed="false"><span class="comparelabel">Vergelijk</span></button></div>`,
    );
  return document.querySelector<HTMLElement>(`.late .addcompare-id-${id}`)!;
}

async function shopReady() {
  await loadPage('/shop/');
  const booted = startWidgets();
  pointAtCompare();
  await waitFor(() => expect(booted.store.getState().compare.status).toBe('ready'));
  return booted;
}

describe('compare buttons', () => {
  it('go not-incompare → loading → comparing, and back on removal', async () => {
    await shopReady();
    expect(button(101).className).toContain('not-incompare');
    fireEvent.click(button(101));
    expect(button(101).classList.contains('loading')).toBe(true);
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    expect(button(101).classList.contains('loading')).toBe(false);
    expect(button(101).classList.contains('not-incompare')).toBe(false);
    expect(button(101).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button(101));
    expect(button(101).classList.contains('loading')).toBe(true);
    await waitFor(() => expect(button(101).classList.contains('not-incompare')).toBe(true));
    expect(button(101).classList.contains('comparing')).toBe(false);
    expect(button(101).getAttribute('aria-pressed')).toBe('false');
  });

  it('send re_add_compare with compareID, perform and the comparechart nonce', async () => {
    await shopReady();
    const calls = recordCalls('re_add_compare');
    fireEvent.click(button(105));
    await waitFor(() => expect(button(105).classList.contains('comparing')).toBe(true));
    const [sent] = await calls();
    expect(Object.fromEntries(sent!)).toEqual({ action: 're_add_compare', compareID: '105', perform: 'add', security: 'c0mp4re-n0nce' });
  });

  it('shows the fixed icon with the total count, and hides it when the total drops to 0', async () => {
    await shopReady();
    expect(icon().classList.contains('rhhidden')).toBe(true);
    fireEvent.click(button(101));
    fireEvent.click(button(105));
    await waitFor(() => expect(notice()).toBe('2'));
    expect(icon().classList.contains('rhhidden')).toBe(false);
    expect(document.querySelector('.re-compare-icon-toggle')!.getAttribute('aria-label')).toBe('Vergelijking openen (2 producten)');
    fireEvent.click(button(101));
    await waitFor(() => expect(notice()).toBe('1'));
    expect(document.querySelector('.re-compare-icon-toggle')!.getAttribute('aria-label')).toBe('Vergelijking openen (1 product)');
    fireEvent.click(button(105));
    await waitFor(() => expect(notice()).toBe('0'));
    expect(icon().classList.contains('rhhidden')).toBe(true);
  });

  it('asks nothing at start for a visitor who compares nothing; the pointer on a compare button does', async () => {
    const calls = recordCalls('re_compare_panel');
    await loadPage('/shop/');
    const { store } = startWidgets();
    await settle();
    expect(store.getState().compare.status).toBe('idle');
    pointAtCompare();
    await waitFor(() => expect(store.getState().compare.status).toBe('ready'));
    expect(await calls()).toHaveLength(1);
  });

  it('takes the state the server knows on load (re_compare_panel)', async () => {
    await loadPage('/shop/');
    const first = startWidgets();
    pointAtCompare();
    await waitFor(() => expect(first.store.getState().compare.status).toBe('ready'));
    fireEvent.click(button(102));
    await waitFor(() => expect(button(102).classList.contains('comparing')).toBe(true));
    // The next page view (a new document: the last page's script is gone): the markup says
    // not-incompare, the server says comparing.
    stopWidgets();
    await loadPage('/product/accu-grasmaaier-greenline-36v/');
    expect(button(102).classList.contains('not-incompare')).toBe(true);
    const next = startWidgets();
    await waitFor(() => expect(next.store.getState().compare.status).toBe('ready'));
    expect(button(102).classList.contains('comparing')).toBe(true);
    expect(notice()).toBe('1');
    expect(icon().classList.contains('rhhidden')).toBe(false);
  });

  it("a signed-in shopper on a new device sees the account's comparison at start, untouched", async () => {
    // The first device: signed in, compares a mower.
    await fetch('/__demo/login?back=/shop/');
    await loadPage('/shop/');
    const first = startWidgets();
    pointAtCompare();
    await waitFor(() => expect(first.store.getState().compare.status).toBe('ready'));
    fireEvent.click(button(102));
    await waitFor(() => expect(button(102).classList.contains('comparing')).toBe(true));
    stopWidgets();

    // Another device: no storage, no session, only signed in to the same account.
    forgetVisitor();
    demo.clearCookies();
    await fetch('/__demo/login?back=/shop/');
    const calls = recordCalls('re_compare_panel');
    await loadPage('/shop/');
    expect(document.body.classList.contains('logged-in')).toBe(true);
    expect(button(102).classList.contains('not-incompare')).toBe(true);
    const next = startWidgets();
    await waitFor(() => expect(next.store.getState().compare.status).toBe('ready'));
    expect(button(102).classList.contains('comparing')).toBe(true);
    expect(button(102).getAttribute('aria-pressed')).toBe('true');
    expect(button(101).getAttribute('aria-pressed')).toBe('false');
    expect(notice()).toBe('1');
    expect(icon().classList.contains('rhhidden')).toBe(false);
    expect(await calls()).toHaveLength(1);
  });

  it("a guest on a new device asks nothing at start, even where the account's comparison is full", async () => {
    await fetch('/__demo/login?back=/shop/');
    await loadPage('/shop/');
    const first = startWidgets();
    await waitFor(() => expect(first.store.getState().compare.status).toBe('ready'));
    fireEvent.click(button(102));
    await waitFor(() => expect(button(102).classList.contains('comparing')).toBe(true));
    stopWidgets();

    forgetVisitor();
    demo.clearCookies();
    const calls = recordCalls('re_compare_panel');
    await loadPage('/shop/');
    expect(document.body.classList.contains('logged-in')).toBe(false);
    const { store } = startWidgets();
    await callsSettled();
    expect(store.getState().compare.status).toBe('idle');
    expect(button(102).classList.contains('not-incompare')).toBe(true);
    expect(icon().classList.contains('rhhidden')).toBe(true);
    expect(await calls()).toHaveLength(0);
  });

  it('moves every button of the same product together (loading, then comparing)', async () => {
    await shopReady();
    const second = button(101).cloneNode(true) as HTMLElement;
    document.querySelector('main')!.append(second);
    fireEvent.click(second);
    expect(button(101).classList.contains('loading')).toBe(true);
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    expect(second.classList.contains('comparing')).toBe(true);
    fireEvent.click(button(101));
    await waitFor(() => expect(second.classList.contains('not-incompare')).toBe(true));
  });

  it('follows the store when the same product is removed elsewhere (bar, chart, another button)', async () => {
    const { store } = await shopReady();
    fireEvent.click(button(103));
    await waitFor(() => expect(button(103).classList.contains('comparing')).toBe(true));
    await store.getState().compare.setComparing('103', false);
    expect(button(103).classList.contains('not-incompare')).toBe(true);
  });

  it('emits shop-widgets:compare_added and compare_removed with the compare id and page id', async () => {
    await shopReady();
    const seen: unknown[] = [];
    const listen = (e: Event) => seen.push([e.type, (e as CustomEvent).detail]);
    document.addEventListener('shop-widgets:compare_added', listen);
    document.addEventListener('shop-widgets:compare_removed', listen);
    fireEvent.click(button(106));
    await waitFor(() => expect(seen).toHaveLength(1));
    fireEvent.click(button(106));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      ['shop-widgets:compare_added', { compareId: '106', pageId: '9002' }],
      ['shop-widgets:compare_removed', { compareId: '106', pageId: '9002' }],
    ]);
  });

  it('ignores a second click while the first is on its way (one request)', async () => {
    await shopReady();
    const calls = recordCalls('re_add_compare');
    fireEvent.click(button(101));
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    await settle();
    expect((await calls()).map((p) => p.get('perform'))).toEqual(['add']);
  });

  it('works from the keyboard on theme markup that is not a button', async () => {
    await shopReady();
    const span = document.createElement('span');
    span.className = 'wpsm-button-new-compare addcompare-id-102 not-incompare';
    span.dataset.addcompareId = '102';
    span.tabIndex = 0;
    document.body.append(span);
    fireEvent.keyDown(span, { key: 'Enter' });
    await waitFor(() => expect(span.classList.contains('comparing')).toBe(true));
    expect(button(102).classList.contains('comparing')).toBe(true);
  });

  it('a button added after start-up shows a compared product as compared, and its click removes it', async () => {
    await shopReady();
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    const late = addLateButton(101);
    const other = addLateButton(102);
    await waitFor(() => expect(late.classList.contains('comparing')).toBe(true));
    expect(late.classList.contains('not-incompare')).toBe(false);
    expect(late.getAttribute('aria-pressed')).toBe('true');
    expect(other.classList.contains('not-incompare')).toBe(true);

    const calls = recordCalls('re_add_compare');
    fireEvent.click(late);
    await waitFor(() => expect(late.classList.contains('not-incompare')).toBe(true));
    expect(button(101).classList.contains('not-incompare')).toBe(true);
    expect(notice()).toBe('0');
    expect((await calls()).map((p) => p.get('perform'))).toEqual(['remove']);
  });

  it("a click on a button that still shows 'Vergelijk' adds, never removes, whatever the store knows", async () => {
    await shopReady();
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    const calls = recordCalls('re_add_compare');
    // Clicked in the same task it was inserted in: before it could be brought in step.
    fireEvent.click(addLateButton(101));
    await settle();
    expect((await calls()).map((p) => p.get('perform'))).toEqual(['add']);
    expect(document.querySelector('.late .addcompare-id-101')!.classList.contains('comparing')).toBe(true);
    expect(button(101).classList.contains('comparing')).toBe(true);
    expect(notice()).toBe('1');
  });

  it('after a failed re_compare_panel, a button added later shows the products added on this page as compared', async () => {
    demo.shop.fail('re_compare_panel', 'http500');
    await loadPage('/shop/');
    const { store } = startWidgets();
    pointAtCompare();
    await waitFor(() => expect(store.getState().compare.status).toBe('failed'));
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    const late = addLateButton(101);
    const other = addLateButton(102);
    await waitFor(() => expect(late.classList.contains('comparing')).toBe(true));
    expect(other.classList.contains('not-incompare')).toBe(true);
  });

  it('after a failed re_compare_panel, adding then removing hides the icon again (no icon showing 0)', async () => {
    demo.shop.fail('re_compare_panel', 'http500');
    await loadPage('/shop/');
    const { store } = startWidgets();
    pointAtCompare();
    await waitFor(() => expect(store.getState().compare.status).toBe('failed'));
    fireEvent.click(button(101));
    await waitFor(() => expect(notice()).toBe('1'));
    expect(icon().classList.contains('rhhidden')).toBe(false);
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('not-incompare')).toBe(true));
    expect(icon().classList.contains('rhhidden')).toBe(true);
    expect(notice()).toBe('0');
    expect(store.getState().compare.barOpen).toBe(false);
  });

  const modes: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'];
  it.each(modes)('re_add_compare %s: the button returns to its state, an error toast shows, nothing throws', async (mode) => {
    const { store } = await shopReady();
    const errors = vi.spyOn(console, 'error');
    demo.shop.fail('re_add_compare', mode);
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('loading')).toBe(false));
    expect(button(101).classList.contains('not-incompare')).toBe(true);
    expect(store.getState().compare.pending).toEqual([]);
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toEqual(['Vergelijken is niet gelukt. Probeer het opnieuw.']);
    expect(icon().classList.contains('rhhidden')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    // Usable again once the server answers.
    demo.shop.clearFailures();
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
  });

  it('re_add_compare timeout: the button leaves loading after the 15 s request time-out', async () => {
    await shopReady();
    demo.shop.fail('re_add_compare', 'timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button(101));
    expect(button(101).classList.contains('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    vi.useRealTimers();
    await waitFor(() => expect(button(101).classList.contains('loading')).toBe(false));
    expect(button(101).classList.contains('not-incompare')).toBe(true);
  });

  it.each([...modes, 'timeout' as const])('re_compare_panel %s: the page keeps its markup and the buttons still work', async (mode) => {
    demo.shop.fail('re_compare_panel', mode);
    await loadPage('/shop/');
    if (mode === 'timeout') vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = startWidgets();
    pointAtCompare();
    if (mode === 'timeout') {
      await vi.advanceTimersByTimeAsync(15_000);
      vi.useRealTimers();
    }
    await waitFor(() => expect(store.getState().compare.status).toBe('failed'));
    expect(icon().classList.contains('rhhidden')).toBe(true);
    expect(button(101).classList.contains('not-incompare')).toBe(true);
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    expect(notice()).toBe('1');
  });

  it('names the missing nonce in one console error (comparechart without comparenonce)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage('/shop/');
    (window as unknown as { comparechart: object }).comparechart = { item_error_add: 'Leeg', item_error_comp: 'Eén' };
    startWidgets();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[shop-widgets]', 'config "comparechart.comparenonce": expected a nonce string, got undefined; using the default.'),
    );
  });

  it('says the comparechart global is missing where the bar is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage('/shop/');
    delete (window as unknown as { comparechart?: object }).comparechart;
    const { store } = startWidgets();
    pointAtCompare();
    await waitFor(() => expect(store.getState().compare.status).toBe('failed'));
    expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([
      '[shop-widgets] the page has the compare bar but no `comparechart` global: comparison calls go without their nonce and the shop will refuse them.',
    ]);
  });

  it('keeps an add made while re_compare_panel was on its way (the older panel answer does not undo it)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== 're_compare_panel') return undefined;
        await gate;
        // What the server knew when the panel was asked for: nothing compared yet.
        return HttpResponse.json({ content: [], cssactive: '', comparing: [], count: [], total_count: 0, pageids: [], total_comparing_ids: [] });
      }),
    );
    await loadPage('/shop/');
    const { store } = startWidgets();
    pointAtCompare();
    await waitFor(() => expect(store.getState().compare.status).toBe('loading'));
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101).classList.contains('comparing')).toBe(true));
    release();
    await waitFor(() => expect(store.getState().compare.status).toBe('ready'));
    expect(button(101).classList.contains('comparing')).toBe(true);
    expect(notice()).toBe('1');
  });
});
