import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { startCompareBehaviour } from './buttons';
import { BAR, CHART, SEARCH_ROOT } from './hooks';

/**
 * Product comparison (SPEC §2/§4/§5 "Comparison"): the buttons, icon and chart controls are one
 * behaviour (delegated listeners); the floating bar and the search overlay are islands. The bar
 * loads once there is something to compare (before the icon can be clicked), so a visitor who
 * compares nothing never downloads it; the search mounts at idle where it exists.
 */
const behaviour: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'compare',
  start: startCompareBehaviour,
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
