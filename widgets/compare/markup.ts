/** The parts of the theme's comparison markup (HOOKS.md "Comparison") that only the compare code reads. */
export const BAR_TABS = '#re-compare-bar-tabs';
export const ICON_COUNT = '.re-compare-icon-toggle .re-compare-notice';
export const SEARCH_DATA = '#compare_search_data';

/** State classes of the theme. */
export const HIDDEN_CLASS = 'rhhidden';
export const OPEN_CLASS = 'active';

/** The tab of a group in the bar (`li.re-compare-tab-<pageid>[data-page][data-url]`). */
export const tabOf = (pageid: string): HTMLElement | null => document.querySelector<HTMLElement>(`${BAR_TABS} li[data-page="${cssId(pageid)}"]`);

/** Ids are digits in the theme; anything else never reaches a selector. */
export function cssId(id: string): string {
  return /^[\w-]+$/.test(id) ? id : '_';
}
