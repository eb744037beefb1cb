/** The theme's comparison markup (HOOKS.md "Comparison"), named once. */
export const COMPARE_BUTTON = '.wpsm-button-new-compare';
export const ITEM_REMOVE = '.re-compare-new-close';
export const BAR = '#re-compare-bar';
export const BAR_TABS = '#re-compare-bar-tabs';
export const ICON_FIXED = '#re-compare-icon-fixed';
export const ICON_TOGGLE = '.re-compare-icon-toggle';
export const ICON_COUNT = '.re-compare-icon-toggle .re-compare-notice';
export const GO_TO_COMPARISON = '.re-compare-destin';
export const CHART = '.table_view_charts';
export const CHART_REMOVE = '.re-compare-close-in-chart';
export const SHOW_DIFFERENCES = '.re-compare-show-diff';
export const SEARCH_ROOT = '.comp-search';
export const SEARCH_OPEN_BUTTON = '#btn_search';
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

/**
 * Local-storage key of a hint that this browser has products in comparison: where it is set,
 * the compare code loads at start to show their state; elsewhere it waits for intent.
 */
export const COMPARING_HINT_KEY = 'shop_widgets_comparing';
