import type { WidgetDefinition } from '../../mount/types';
import { closeBar, compareCodeStrategy } from './at-start';
import {
  BAR,
  CHART,
  CHART_REMOVE,
  COMPARE_BUTTON,
  GO_TO_COMPARISON,
  ICON_FIXED,
  ICON_TOGGLE,
  ITEM_REMOVE,
  SEARCH_OPEN_BUTTON,
  SEARCH_ROOT,
  SHOW_DIFFERENCES,
} from './hooks';

/** The controls the behaviour answers; a click on one before its code has run is held. */
const CONTROLS = [COMPARE_BUTTON, ITEM_REMOVE, CHART_REMOVE, ICON_TOGGLE, ICON_FIXED, GO_TO_COMPARISON, SEARCH_OPEN_BUTTON, SHOW_DIFFERENCES].join(', ');

/**
 * Product comparison (SPEC §2/§4/§5 "Comparison"): the buttons, icon and chart controls are one
 * behaviour (delegated listeners); the floating bar and the search overlay are islands. The bar
 * (React) loads on intent on the icon that opens it, so a page the shopper only looks at never
 * downloads it, even when this browser compares something; the search mounts when it comes into view. The
 * behaviour's code is its own chunk (it asks re_compare_panel what is compared): fetched at
 * start where the bar is on the page and the shopper is signed in (their comparison follows the
 * account) or this browser compared something (the buttons and the icon must show it); else on
 * intent on a control or the chart — a visitor who only looks at a
 * comparison fetches none of it.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'compare',
    start: closeBar,
    hooks: `${CONTROLS}, ${BAR}, ${CHART}`,
    strategy: () => ({ on: compareCodeStrategy(), hold: CONTROLS }),
    load: () => import('./buttons'),
  },
  {
    // The comparison page's chart (a few per page at most) gets its differences marked when the
    // shopper reaches it: the theme shows no mark on a row until 'show differences only' is used.
    name: 'compare',
    hooks: CHART,
    strategy: { on: 'interaction' },
    load: () => import('./chart'),
  },
  {
    name: 'compare-bar',
    hooks: BAR,
    // Connected by the behaviour when the icon is clicked; intent on the icon fetches it ahead.
    strategy: { on: 'manual', intent: `${ICON_TOGGLE}, ${ICON_FIXED}` },
    load: () => import('./bar-island'),
  },
  {
    name: 'compare-search',
    // The theme prints it on the comparison page only (inc/compare.php), a WordPress page: body.page.
    hooks: `body.page ${SEARCH_ROOT}`,
    strategy: { on: 'visible' },
    load: () => import('./search-island'),
  },
];
