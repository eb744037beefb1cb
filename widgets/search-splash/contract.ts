import type { BehaviourDefinition } from '../../mount/types';

/**
 * The theme's full-screen search: `.icon-search-onclick` opens `#rhSplashSearch`, `#close-src-splash`
 * (a div in the theme: Enter / Space work on it once the splash is open) closes it.
 */
const SEARCH_ICON = '.icon-search-onclick';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'search-splash',
  code: { hooks: SEARCH_ICON, events: ['click', 'keydown'], hold: SEARCH_ICON, load: () => import('./search-splash') },
};
