import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPage, startWidgets } from '../../test/helpers/page';
import { widgets } from './contract';

const region = () => document.querySelector<HTMLElement>('.widget_shopping_cart_live_region');

afterEach(() => {
  resetPage();
  vi.useRealTimers();
});

describe('the announcer', () => {
  it('adds no live region at start; the first announcement creates it empty and writes the text 50 ms later', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><p>Shop</p></main>';
    const { store } = startWidgets(widgets);
    expect(region()).toBeNull();

    store.getState().ui.announce('Toegevoegd aan winkelwagen');
    // In the page before its text: screen readers only speak changes to a region they already know.
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.textContent).toBe('');
    vi.advanceTimersByTime(49);
    expect(region()?.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(region()?.textContent).toBe('Toegevoegd aan winkelwagen');
  });

  it('says the same text twice: the region is emptied, then filled again', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    const { store } = startWidgets(widgets);
    store.getState().ui.announce('Winkelwagen bijgewerkt');
    vi.advanceTimersByTime(50);
    store.getState().ui.announce('Winkelwagen bijgewerkt');
    expect(region()?.textContent).toBe('');
    vi.advanceTimersByTime(50);
    expect(region()?.textContent).toBe('Winkelwagen bijgewerkt');
    expect(document.querySelectorAll('.widget_shopping_cart_live_region')).toHaveLength(1);
  });

  it("uses the theme's own live region when the page has one", () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="widget_shopping_cart_live_region" id="theme-region"></div>';
    const { store } = startWidgets(widgets);
    store.getState().ui.announce('Product verwijderd uit de winkelwagen');
    vi.advanceTimersByTime(50);
    expect(document.getElementById('theme-region')?.textContent).toBe('Product verwijderd uit de winkelwagen');
    expect(document.querySelectorAll('.widget_shopping_cart_live_region')).toHaveLength(1);
  });
});
