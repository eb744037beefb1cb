import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { pointAtCompare, recordCalls } from './record-calls.test-helper';
import { demo } from '../../test/msw';
import { browser } from '../../src/dom/browser-full';
import type { FailureMode } from '../../fixtures/shop';

const CHART = '/vergelijken/grasmaaiers/?compareids=101,102,103';

/** The comparison page of three mowers, with them in this visitor's group. */
async function chartPage(path = CHART) {
  await loadPage('/shop/');
  const first = startWidgets();
  pointAtCompare();
  await waitFor(() => expect(first.store.getState().compare.status).toBe('ready'));
  for (const id of ['101', '102', '103']) await first.store.getState().compare.setComparing(id, true);
  history.replaceState(null, '', path);
  await loadPage(path);
  const booted = startWidgets();
  await waitFor(() => expect(booted.store.getState().compare.status).toBe('ready'));
  await reachChart();
  return booted;
}

/** The pointer reaches the chart: its rows get marked (not before: the theme shows no mark). */
async function reachChart() {
  fireEvent.pointerOver(document.querySelector('.table_view_charts li')!);
  await waitFor(() => expect(document.querySelector('li.row-is-different')).not.toBeNull());
}

/** The label column's row of that label, and its class list. */
const labelRow = (label: string) => Array.from(document.querySelectorAll<HTMLElement>('.top_chart_first li')).find((li) => li.textContent === label)!;
const rowClass = (label: string) => /row_chart_\d+/.exec(labelRow(label).className)![0];
const cells = (label: string) => Array.from(document.querySelectorAll<HTMLElement>(`.table_view_charts li.${rowClass(label)}`));

describe('comparison chart', () => {
  it('marks the rows whose values differ across the items, and only those', async () => {
    await chartPage();
    for (const label of ['Prijs', 'Maaibreedte', 'Accu', 'Gewicht', 'Maaihoogte']) {
      expect(cells(label).every((li) => li.classList.contains('row-is-different'))).toBe(true);
    }
    // All three are in stock: an equal row.
    expect(cells('Voorraad').some((li) => li.classList.contains('row-is-different'))).toBe(false);
  });

  it("'show differences only' dims the equal rows and undims them again", async () => {
    await chartPage();
    const box = document.querySelector<HTMLInputElement>('.re-compare-show-diff')!;
    fireEvent.click(box);
    await waitFor(() => expect(cells('Voorraad').every((li) => li.classList.contains('low-opacity'))).toBe(true));
    expect(cells('Maaibreedte').some((li) => li.classList.contains('low-opacity'))).toBe(false);
    expect(document.querySelector('li.heading_row_chart.low-opacity')).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(document.querySelector('li.low-opacity')).toBeNull());
  });

  it('removes an item in the chart: the url loses its id in history, then the page reloads', async () => {
    const { store } = await chartPage();
    const replaceUrl = vi.spyOn(browser, 'replaceUrl');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const remove = document.querySelector<HTMLElement>('[data-compareid="102"] .re-compare-close-in-chart')!;
    expect(remove.getAttribute('aria-label')).toBe('Verwijder Accu grasmaaier Compact 18V uit de vergelijking');
    fireEvent.click(remove);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(replaceUrl).toHaveBeenCalledWith('/vergelijken/grasmaaiers/?compareids=101,103');
    expect(location.search).toBe('?compareids=101,103');
    expect(replaceUrl.mock.invocationCallOrder[0]!).toBeLessThan(reload.mock.invocationCallOrder[0]!);
    expect(store.getState().compare.groups['9001']!.ids).toEqual(['101', '103']);
  });

  describe('on a cold comparison page (a shared link: nothing compared in this browser)', () => {
    /** Only the chart's marks have loaded; the comparison code waits for the shopper. */
    async function coldChartPage() {
      const calls = recordCalls('re_compare_panel');
      history.replaceState(null, '', CHART);
      await loadPage(CHART);
      const booted = startWidgets();
      await settle();
      expect(booted.store.getState().compare.status).toBe('idle');
      expect(await calls()).toHaveLength(0);
      return booted;
    }

    it('marks no row as the page loads, and marks the differing ones when the pointer reaches the chart', async () => {
      await coldChartPage();
      expect(document.querySelector('li.row-is-different')).toBeNull();
      await reachChart();
      expect(cells('Maaibreedte').every((li) => li.classList.contains('row-is-different'))).toBe(true);
      expect(cells('Voorraad').some((li) => li.classList.contains('row-is-different'))).toBe(false);
    });

    it("the first click on 'show differences only' dims the equal rows once the code has come", async () => {
      await coldChartPage();
      const box = document.querySelector<HTMLInputElement>('.re-compare-show-diff')!;
      fireEvent.click(box);
      await waitFor(() => expect(cells('Voorraad').every((li) => li.classList.contains('low-opacity'))).toBe(true));
      expect(box.checked).toBe(true);
      expect(cells('Maaibreedte').some((li) => li.classList.contains('low-opacity'))).toBe(false);
    });

    it('the first click on an in-chart remove removes the item: the url loses its id, then the page reloads', async () => {
      await coldChartPage();
      const replaceUrl = vi.spyOn(browser, 'replaceUrl');
      const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
      const removes = recordCalls('re_add_compare');
      fireEvent.click(document.querySelector('[data-compareid="102"] .re-compare-close-in-chart')!);
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(replaceUrl).toHaveBeenCalledWith('/vergelijken/grasmaaiers/?compareids=101,103');
      const calls = await removes();
      expect(calls.map((c) => [c.get('compareID'), c.get('perform')])).toEqual([['102', 'remove']]);
    });
  });

  const modes: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'];
  it.each(modes)('in-chart remove %s: no reload, the item stays, an error toast shows', async (mode) => {
    const { store } = await chartPage();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    demo.shop.fail('re_add_compare', mode);
    const column = document.querySelector<HTMLElement>('[data-compareid="102"]')!;
    fireEvent.click(column.querySelector('.re-compare-close-in-chart')!);
    await waitFor(() => expect(column.classList.contains('is-removing')).toBe(false));
    expect(reload).not.toHaveBeenCalled();
    expect(location.search).toBe('?compareids=101,102,103');
    expect(store.getState().ui.toasts.map((t) => t.text)).toEqual(['Vergelijken is niet gelukt. Probeer het opnieuw.']);
  });
});
