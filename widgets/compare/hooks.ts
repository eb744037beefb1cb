/**
 * The theme's comparison markup (HOOKS.md "Comparison"), named once: the hooks the start-up code
 * finds; what only the compare code reads is in ./markup.ts.
 */
export const COMPARE_BUTTON = '.wpsm-button-new-compare';
export const ITEM_REMOVE = '.re-compare-new-close';
export const BAR = '#re-compare-bar';
export const ICON_FIXED = '#re-compare-icon-fixed';
export const ICON_TOGGLE = '.re-compare-icon-toggle';
export const GO_TO_COMPARISON = '.re-compare-destin';
export const CHART = '.table_view_charts';
export const CHART_REMOVE = '.re-compare-close-in-chart';
export const SHOW_DIFFERENCES = '.re-compare-show-diff';
export const SEARCH_ROOT = '.comp-search';
export const SEARCH_OPEN_BUTTON = '#btn_search';

/**
 * Local-storage key of a hint that this browser has products in comparison: where it is set (or
 * the shopper is signed in), the compare code loads at start to show their state; elsewhere it
 * waits for intent.
 */
export const COMPARING_HINT_KEY = 'shop_widgets_comparing';
