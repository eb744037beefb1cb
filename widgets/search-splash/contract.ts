import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/**
 * The theme's full-screen search: `.icon-search-onclick` opens `#rhSplashSearch`, `#close-src-splash`
 * (a div in the theme: Enter / Space work on it once the splash is open) closes it.
 */
const SEARCH_ICON = '.icon-search-onclick';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'search-splash',
  start: (ctx) => lazyListen(ctx, ['click', 'keydown'], SEARCH_ICON, () => import('./search-splash'), SEARCH_ICON),
};
