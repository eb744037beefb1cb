import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { fakeWindowScroll, placeAt, resetWindowScroll } from '../../test/helpers/window-scroll';

afterEach(resetWindowScroll);

describe('collapsible tables', () => {
  it('the toggle closes and opens its table block', async () => {
    await loadPage('/gids/beste-accu-grasmaaier-2026/');
    startWidgets();
    const toggle = document.querySelector<HTMLElement>('.toggle-this-table')!;
    const block = toggle.closest('.rh-tabletext-block')!;
    fireEvent.click(toggle);
    await waitFor(() => expect(block.classList.contains('closedtable')).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(block.classList.contains('closedtable')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('offer details', () => {
  it('show and hide; opening scrolls smoothly to 50 px above the details', async () => {
    const scrollTo = fakeWindowScroll(0);
    await loadPage('/gids/beste-accu-grasmaaier-2026/');
    startWidgets();
    const offer = document.querySelector('.r_offer_details')!;
    const toggle = offer.querySelector<HTMLElement>('.r_show_hide')!;
    const details = offer.querySelector<HTMLElement>('.open_dls_onclk')!;
    placeAt(details, 1450);
    fireEvent.click(toggle);
    await waitFor(() => expect(details.classList.contains('rh_collapse_in')).toBe(true));
    expect(offer.querySelector('.hide_dls_onclk')!.classList.contains('rhhidden')).toBe(true);
    expect(toggle.classList.contains('r_show_active')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(window.scrollY).toBe(1400));

    scrollTo.mockClear();
    fireEvent.click(toggle);
    expect(details.classList.contains('rh_collapse_in')).toBe(false);
    expect(offer.querySelector('.hide_dls_onclk')!.classList.contains('rhhidden')).toBe(false);
    expect(toggle.classList.contains('r_show_active')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled(); // closing does not scroll
  });

  it('a theme span toggle works from the keyboard', async () => {
    await loadPage('/gids/beste-accu-grasmaaier-2026/');
    const toggle = document.querySelector('.toggle-this-table')!;
    const span = document.createElement('span');
    span.className = 'toggle-this-table';
    span.setAttribute('role', 'button');
    span.tabIndex = 0;
    toggle.replaceWith(span);
    startWidgets();
    fireEvent.keyDown(span, { key: 'Enter' });
    await waitFor(() => expect(span.closest('.rh-tabletext-block')!.classList.contains('closedtable')).toBe(true));
    fireEvent.keyDown(span, { key: 'Tab' });
    expect(span.closest('.rh-tabletext-block')!.classList.contains('closedtable')).toBe(true);
  });
});
