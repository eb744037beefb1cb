import type { LazyMessageId } from '../i18n/messages-lazy';

/**
 * Pure rules of the comparison (SPEC §2, §5 "Comparison"): the ids lists the theme keeps as
 * comma-separated strings, the comparison page url, the 'go to comparison' check and the
 * detection of chart rows whose values differ.
 */

/** "101, 102,,103" → ['101', '102', '103'] (the theme's `comparing` and `compareids`). */
export function parseIds(value: unknown): string[] {
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The message 'go to comparison' shows for a group of `count` items, or null when it may go. */
export function comparisonBlocker(count: number): Extract<LazyMessageId, 'compareGroupEmpty' | 'compareGroupOne'> | null {
  if (count <= 0) return 'compareGroupEmpty';
  if (count === 1) return 'compareGroupOne';
  return null;
}

/**
 * `{compare page url}?compareids={ids}` with the ids comma-separated as the theme reads them
 * (URLSearchParams would encode the commas). An existing compareids is replaced; other query
 * parameters and the hash are kept. No ids: the url without compareids.
 */
export function comparisonUrl(pageUrl: string, ids: readonly string[]): string {
  const hashAt = pageUrl.indexOf('#');
  const hash = hashAt >= 0 ? pageUrl.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? pageUrl.slice(0, hashAt) : pageUrl;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const kept = (queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '').split('&').filter((part) => part !== '' && !/^compareids(=|$)/.test(part));
  if (ids.length) kept.push(`compareids=${ids.map(encodeURIComponent).join(',')}`);
  return `${path}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

/**
 * Which chart rows differ: `columns[item][row]` holds each item's cell (normalised markup).
 * A row differs when any item's cell is not the first item's; with fewer than two items
 * nothing differs.
 */
export function differentRows(columns: readonly (readonly string[])[]): boolean[] {
  const rowCount = Math.max(0, ...columns.map((column) => column.length));
  const rows: boolean[] = [];
  for (let row = 0; row < rowCount; row++) {
    const first = columns[0]?.[row];
    rows.push(columns.length > 1 && columns.some((column) => column[row] !== first));
  }
  return rows;
}
