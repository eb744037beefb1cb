import type { WidgetContext } from '../../mount/types';
import { browser } from '../../src/dom/browser-full';
import { adoptStyles } from '../../src/dom/styles';
import { comparisonUrl, differentRows, parseIds } from '../../src/lib/compare';
import { CHART, SHOW_DIFFERENCES } from './hooks';
import { readData } from '../../src/dom/hooks';
import { CHART_ROWS_DATA, ITEM_DATA } from './data';

/**
 * The comparison page's chart (loaded on intent): rows whose values differ across the items get
 * `row-is-different`; 'show differences only' dims the others with `low-opacity`; the in-chart
 * remove takes the item out of its group, drops its id from the url and reloads. The theme's
 * stylesheet shows no mark on a differing row (only 'show differences only' uses them), so the
 * rows are marked when the shopper reaches the chart, not as the page loads.
 */
const CSS = `
.table_view_charts li.low-opacity{opacity:.25}
.table_view_charts .top_rating_item.is-removing{opacity:.17;pointer-events:none}
@media (prefers-reduced-motion:no-preference){.table_view_charts li{transition:opacity .2s}}
`;

const ITEM_COLUMN = '.top_chart_wrap [data-compareid]';
const DIFFERENT = 'row-is-different';
const DIMMED = 'low-opacity';

/** Charts whose rows have been compared (once each: the cells do not change). */
const marked = new WeakSet<Element>();

const normalise = (html: string) => html.replace(/\s+/g, ' ').trim();

function rowCount(table: Element, columns: Element[]): number {
  const found = table.querySelector('.top_chart_row_found');
  const declared = found ? readData('compare', found, CHART_ROWS_DATA).rowcount : Number.NaN;
  if (Number.isInteger(declared) && declared > 0) return declared;
  let max = 0;
  for (const li of Array.from(columns[0]?.querySelectorAll('li[class*="row_chart_"]') ?? [])) {
    const n = Number(/\brow_chart_(\d+)\b/.exec(li.className)?.[1]);
    if (n + 1 > max) max = n + 1;
  }
  return max;
}

/** Marks the rows whose cells differ across the chart's items (and re-dims when asked to). */
export function markDifferences(table: Element): void {
  marked.add(table);
  adoptStyles('compare-chart', CSS);
  const columns = Array.from(table.querySelectorAll(ITEM_COLUMN));
  const rows = rowCount(table, columns);
  const cells = columns.map((column) => Array.from({ length: rows }, (_, n) => normalise(column.querySelector(`li.row_chart_${n}`)?.innerHTML ?? '')));
  differentRows(cells).forEach((different, n) => {
    table.querySelectorAll(`li.row_chart_${n}`).forEach((li) => li.classList.toggle(DIFFERENT, different));
  });
  const box = table.querySelector<HTMLInputElement>(SHOW_DIFFERENCES);
  if (box) showDifferencesOnly(box);
}

/**
 * Dims the rows that are equal for every item while the box is checked; undims otherwise. The
 * rows are marked first if they are not yet (a click that came before the chart's intent ran).
 */
export function showDifferencesOnly(box: HTMLInputElement): void {
  const table = box.closest(CHART);
  if (!table) return;
  if (!marked.has(table)) return markDifferences(table);
  table.querySelectorAll('li[class*="row_chart_"]').forEach((li) => {
    const dim = box.checked && !li.classList.contains('heading_row_chart') && !li.classList.contains(DIFFERENT);
    li.classList.toggle(DIMMED, dim);
  });
}

/** The in-chart remove: out of the group, then the url without that id, then a reload. */
export async function removeFromChart(trigger: Element, ctx: WidgetContext): Promise<void> {
  const column = trigger.closest<HTMLElement>('[data-compareid]');
  const id = column && readData('compare', column, ITEM_DATA).compareid;
  if (!column || !id || column.classList.contains('is-removing')) return;
  adoptStyles('compare-chart', CSS);
  column.classList.add('is-removing');
  column.setAttribute('aria-busy', 'true');
  const removed = await ctx.store.getState().compare.setComparing(id, false);
  if (!removed) {
    // The store has shown the error; the chart stays as it was.
    column.classList.remove('is-removing');
    column.removeAttribute('aria-busy');
    return;
  }
  const here = new URL(location.href);
  const ids = parseIds(here.searchParams.get('compareids')).filter((other) => other !== id);
  browser.replaceUrl(comparisonUrl(`${here.pathname}${here.search}${here.hash}`, ids));
  browser.reload();
}

/** The scanner's name for it: run on each chart the shopper reaches (contract.ts). */
export { markDifferences as connect };
