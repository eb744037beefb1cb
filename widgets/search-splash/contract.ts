import type { WidgetDefinition } from '../../mount/types';

/**
 * The theme's full-screen search: `.icon-search-onclick` opens `#rhSplashSearch`, `#close-src-splash`
 * (a div in the theme: Enter / Space work on it once the splash is open) closes it.
 */
const SEARCH_ICON = '.icon-search-onclick';

export const widgets: WidgetDefinition[] = [
  {
    name: 'search-splash',
    hooks: SEARCH_ICON,
    strategy: { on: 'interaction', events: ['click', 'keydown'], hold: SEARCH_ICON },
    load: () => import('./search-splash'),
  },
];
