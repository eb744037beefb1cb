import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { deferredStart } from '../../src/lib/deferred-start';
import {
  BAR, CHART, CHART_REMOVE, COMPARE_BUTTON, GO_TO_COMPARISON, ICON_FIXED, ICON_TOGGLE, ITEM_REMOVE, SEARCH_OPEN_BUTTON,
  SEARCH_ROOT, SHOW_DIFFERENCES,
} from './hooks';

/** The controls the behaviour answers; a click on one before its code has run is held. */
const CONTROLS = [COMPARE_BUTTON, ITEM_REMOVE, CHART_REMOVE, ICON_TOGGLE, ICON_FIXED, GO_TO_COMPARISON, SEARCH_OPEN_BUTTON].join(', ');

/**
 * Product comparison (SPEC §2/§4/§5 "Comparison"): the buttons, icon and chart controls are one
 * behaviour (delegated listeners); the floating bar and the search overlay are islands. The bar
 * loads once there is something to compare (before the icon can be clicked), so a visitor who
 * compares nothing never downloads it; the search mounts at idle where it exists. The
 * behaviour's code is its own chunk, fetched at start on pages with comparison markup.
 */
const behaviour: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'compare',
  start: (ctx) =>
    deferredStart(ctx, {
      hooks: `${CONTROLS}, ${BAR}, ${SHOW_DIFFERENCES}`,
      gate: CONTROLS,
      load: () => import('./buttons').then((m) => ({ start: m.startCompareBehaviour })),
    }),
  // The comparison page's chart (a few per page at most) gets its differences marked.
  selector: CHART,
  enhance(el) {
    import('./chart').then(
      (m) => m.markDifferences(el),
      () => {}, // without its code the chart stays as the server printed it
    );
  },
};

const bar: IslandDefinition = {
  kind: 'island',
  name: 'compare-bar',
  selector: BAR,
  // Mounted by the behaviour as soon as there is something to compare (the icon shows).
  strategy: 'manual',
  load: () => import('./bar-island'),
};

const search: IslandDefinition = {
  kind: 'island',
  name: 'compare-search',
  selector: SEARCH_ROOT,
  strategy: 'idle',
  load: () => import('./search-island'),
};

export const widgets = [behaviour, bar, search];
