import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { pointAtCompare } from './record-calls.test-helper';
import { browser } from '../../src/dom/browser';
import { COMPARE_ERROR_DISPLAY_MS } from '../../src/config/constants';

const button = (id: number) => document.querySelector<HTMLElement>(`.wpsm-button-new-compare.addcompare-id-${id}`)!;
const bar = () => document.querySelector<HTMLElement>('#re-compare-bar')!;
const iconButton = () => document.querySelector<HTMLElement>('.re-compare-icon-toggle')!;

/** The listing with these products compared (in this order), and the bar opened from the icon. */
async function openBarWith(ids: number[]) {
  await loadPage('/shop/');
  const booted = startWidgets();
  pointAtCompare();
  await waitFor(() => expect(booted.store.getState().compare.status).toBe('ready'));
  for (const id of ids) await booted.store.getState().compare.setComparing(String(id), true);
  iconButton().focus();
  fireEvent.click(iconButton());
  // The island replaces the server's tabs with its own (role=tab) once it has loaded.
  await screen.findAllByRole('tab');
  const dialog = screen.getByRole('dialog', { name: 'Vergelijken' });
  return { ...booted, dialog };
}

describe('compare bar', () => {
  it('opens from the icon with a tab per group (page id, url, count) and the group items', async () => {
    const { dialog } = await openBarWith([105, 101, 102]);
    expect(bar().classList.contains('active')).toBe(true);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Grasmaaiers (2)', 'Trimmers (1)']);
    expect(tabs[0]!.dataset).toMatchObject({ page: '9001', url: '/vergelijken/grasmaaiers/', comparing: '101,102' });
    expect(tabs[1]!.dataset).toMatchObject({ page: '9002', url: '/vergelijken/trimmers/', comparing: '105' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = within(dialog).getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Accu grasmaaier GreenLine 36V', 'Accu grasmaaier Compact 18V']);
    expect(within(panel).getByRole('button', { name: 'Verwijder Accu grasmaaier GreenLine 36V uit de vergelijking' })).toBeTruthy();
  });

  it('switches tabs by click and by arrow keys', async () => {
    const { dialog } = await openBarWith([105, 101, 102]);
    const [gras, trim] = within(dialog).getAllByRole('tab');
    fireEvent.click(trim!);
    expect(trim!.classList.contains('current')).toBe(true);
    expect(within(within(dialog).getByRole('tabpanel')).getByRole('link').textContent).toBe('Accu grastrimmer Flex 18V');
    fireEvent.keyDown(trim!, { key: 'ArrowLeft' });
    expect(gras!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(gras);
  });

  it('goes to {compare page url}?compareids={ids} of the current tab', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { dialog } = await openBarWith([105, 101, 102]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vergelijk' }));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/vergelijken/grasmaaiers/?compareids=101,102`);
  });

  it('with one item says "Voeg meer items toe om te vergelijken" for 4.5 s and stays', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { dialog } = await openBarWith([105, 101, 102]);
    fireEvent.click(within(dialog).getAllByRole('tab')[1]!);
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vergelijk' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Voeg meer items toe om te vergelijken');
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(4499));
    expect(within(dialog).queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(COMPARE_ERROR_DISPLAY_MS).toBe(4500);
  });

  it('with an empty group says "Voeg items toe aan deze vergelijking groep of kies geen lege groep" for 4.5 s', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { dialog } = await openBarWith([101, 102]);
    fireEvent.click(within(dialog).getAllByRole('tab')[1]!);
    expect(within(dialog).getByText('Nog geen producten in deze groep.')).toBeTruthy();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vergelijk' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Voeg items toe aan deze vergelijking groep of kies geen lege groep');
    act(() => vi.advanceTimersByTime(4500));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('removes an item with its remove button: count, buttons and icon follow', async () => {
    const { dialog } = await openBarWith([105, 101, 102]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijder Accu grasmaaier Compact 18V uit de vergelijking' }));
    await waitFor(() => expect(within(dialog).getAllByRole('tab')[0]!.textContent).toBe('Grasmaaiers (1)'));
    expect(button(102).classList.contains('not-incompare')).toBe(true);
    expect(button(101).classList.contains('comparing')).toBe(true);
    expect(document.querySelector('.re-compare-notice')!.textContent).toBe('2');
  });

  it('closes itself and hides the icon when the total drops to 0', async () => {
    const { dialog } = await openBarWith([105]);
    // The bar opens on the group last changed.
    expect(within(dialog).getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijder Accu grastrimmer Flex 18V uit de vergelijking' }));
    await waitFor(() => expect(bar().classList.contains('active')).toBe(false));
    expect(document.querySelector('#re-compare-icon-fixed')!.classList.contains('rhhidden')).toBe(true);
    expect(button(105).classList.contains('not-incompare')).toBe(true);
  });

  it('closes with Esc and with its close button, and gives focus back to the icon', async () => {
    const { dialog } = await openBarWith([101, 102]);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(bar().classList.contains('active')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(iconButton()));
    fireEvent.click(iconButton());
    await waitFor(() => expect(bar().classList.contains('active')).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(bar().classList.contains('active')).toBe(false);
  });
});
