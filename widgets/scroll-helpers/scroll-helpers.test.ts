import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { fakeWindowScroll, placeAt, resetWindowScroll, setHeight } from '../../test/helpers/window-scroll';
import { browser } from '../../src/dom/browser-full';

const GUIDE = '/gids/beste-accu-grasmaaier-2026/';
const top = () => document.getElementById('topcontrol')!;
const nav = () => document.getElementById('float-posts-nav')!;

afterEach(resetWindowScroll);

/** The guide with a 2000 px post and a 120 px header: previous/next opens past 2020 px. */
async function guide() {
  const scrollTo = fakeWindowScroll(0);
  await loadPage(GUIDE);
  setHeight(document.querySelector('.post-inner')!, 2000);
  setHeight(document.getElementById('main_header')!, 120);
  startWidgets();
  window.dispatchEvent(new Event('scroll')); // the shopper's first scroll loads the helpers' code
  await waitFor(() => expect(top().getAttribute('role')).toBe('button'));
  return scrollTo;
}

describe('back to top and floating previous/next', () => {
  it('appear past 500 px; previous/next opens past post height + header height − 100', async () => {
    await guide();
    expect(top().getAttribute('aria-label')).toBe('Terug naar boven');
    expect(top().tabIndex).toBe(0);
    vi.useFakeTimers();
    vi.advanceTimersByTime(300);
    window.scrollTo(0, 500);
    vi.advanceTimersByTime(250);
    expect(top().classList.contains('scrollvisible')).toBe(false);
    window.scrollTo(0, 501);
    vi.advanceTimersByTime(250);
    expect(top().classList.contains('scrollvisible')).toBe(true);
    expect(nav().classList.contains('scrollvisible')).toBe(true);
    expect(nav().classList.contains('openedprevnext')).toBe(false);
    window.scrollTo(0, 2020);
    vi.advanceTimersByTime(250);
    expect(nav().classList.contains('openedprevnext')).toBe(false);
    window.scrollTo(0, 2021);
    vi.advanceTimersByTime(250);
    expect(nav().classList.contains('openedprevnext')).toBe(true);
    window.scrollTo(0, 100);
    vi.advanceTimersByTime(250);
    expect(top().classList.contains('scrollvisible')).toBe(false);
    expect(nav().classList.contains('openedprevnext')).toBe(false);
  });

  it('handles scrolling at most once per 250 ms, and always the last position', async () => {
    await guide();
    vi.useFakeTimers();
    vi.advanceTimersByTime(300);
    const read = vi.spyOn(document, 'getElementById');
    for (let y = 510; y < 560; y += 10) window.scrollTo(0, y); // a burst of scroll events
    const checksAfterBurst = read.mock.calls.filter(([id]) => id === 'topcontrol').length;
    expect(checksAfterBurst).toBe(1); // the leading edge only
    vi.advanceTimersByTime(249);
    expect(read.mock.calls.filter(([id]) => id === 'topcontrol').length).toBe(1);
    window.scrollTo(0, 100);
    vi.advanceTimersByTime(1);
    expect(read.mock.calls.filter(([id]) => id === 'topcontrol').length).toBe(2);
    expect(top().classList.contains('scrollvisible')).toBe(false);
  });
});

describe('smooth-scroll links', () => {
  it('scroll over 500 ms to 45 px above the target, then put its hash in the URL', async () => {
    const scrollTo = await guide();
    const push = vi.spyOn(browser, 'pushUrl').mockImplementation(() => {});
    placeAt(document.getElementById('garantie')!, 3000);
    const link = document.querySelector<HTMLAnchorElement>('.toc a[href="#garantie"]')!;
    fireEvent.click(link); // loads the code
    await waitFor(() => expect(push).toHaveBeenCalledWith('#garantie'));
    expect(window.scrollY).toBe(2955);
    window.scrollTo(0, 0);
    scrollTo.mockClear();
    push.mockClear();
    vi.useFakeTimers();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(2955);
    expect(push).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(window.scrollY).toBe(2955);
    expect(push).toHaveBeenCalledWith('#garantie');
    expect(document.activeElement?.id).toBe('garantie');
  });

  it('a second link clicked mid-scroll takes over: the first one sets neither its hash nor the focus', async () => {
    await guide();
    const push = vi.spyOn(browser, 'pushUrl').mockImplementation(() => {});
    placeAt(document.getElementById('garantie')!, 3000);
    placeAt(document.getElementById('bezorging')!, 2500);
    const garantie = document.querySelector<HTMLAnchorElement>('.toc a[href="#garantie"]')!;
    const bezorging = document.querySelector<HTMLAnchorElement>('.toc a[href="#bezorging"]')!;
    fireEvent.click(garantie); // loads the code
    await waitFor(() => expect(push).toHaveBeenCalledWith('#garantie'));
    window.scrollTo(0, 0);
    push.mockClear();
    bezorging.focus(); // where a keyboard user would be
    vi.useFakeTimers();
    fireEvent.click(garantie);
    await vi.advanceTimersByTimeAsync(200);
    fireEvent.click(bezorging);
    await vi.advanceTimersByTimeAsync(0);
    expect(push).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(bezorging);
    await vi.advanceTimersByTimeAsync(500);
    expect(window.scrollY).toBe(2455);
    expect(push.mock.calls).toEqual([['#bezorging']]);
    expect(document.activeElement?.id).toBe('bezorging');
  });

  it('jump at once when the visitor prefers reduced motion', async () => {
    const scrollTo = await guide();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {} }));
    vi.spyOn(browser, 'pushUrl').mockImplementation(() => {});
    placeAt(document.getElementById('bezorging')!, 2500);
    scrollTo.mockClear();
    fireEvent.click(document.querySelector('.toc a[href="#bezorging"]')!);
    await waitFor(() => expect(window.scrollY).toBe(2455));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('back to top scrolls to the top anchor from the keyboard too', async () => {
    await guide();
    window.scrollTo(0, 1800);
    placeAt(document.getElementById('top_ankor')!, 0);
    const push = vi.spyOn(browser, 'pushUrl').mockImplementation(() => {});
    fireEvent.keyDown(top(), { key: 'Enter' });
    // The rounded position reads 0 a frame before the scroll ends: wait for its end (the hash), or
    // its last frame lands in the next test.
    await waitFor(() => expect(push).toHaveBeenCalledWith('#top_ankor'));
    expect(window.scrollY).toBe(0);
  });
});

describe('WooCommerce notices', () => {
  it('a notice added after load is scrolled into view 100 px below the top over 1 s; the ones printed with the page are not', async () => {
    const scrollTo = await guide();
    expect(scrollTo).not.toHaveBeenCalled();
    window.scrollTo(0, 2000);
    const wrapper = document.createElement('div');
    wrapper.className = 'woocommerce-notices-wrapper';
    document.querySelector('main')!.prepend(wrapper);
    const notice = document.createElement('div');
    notice.className = 'woocommerce-error';
    notice.textContent = 'Kies eerst een uitvoering.';
    placeAt(notice, 400);
    wrapper.append(notice);
    await waitFor(() => expect(window.scrollY).toBe(300), { timeout: 2000 });
  });
});
