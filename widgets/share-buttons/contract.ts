import type { WidgetDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';
import { SHARE_BUTTON } from './hooks';

export { SHARE_BUTTON } from './hooks';

/**
 * Share buttons (SPEC §9): the pop-up opens on click (./click, loaded on intent; a click that
 * comes first is held and clicked again once it runs, still within the user activation).
 */
export const widgets: WidgetDefinition[] = [
  { name: 'share-buttons', hooks: SHARE_BUTTON, enhance: makeOperable, strategy: { on: 'interaction', hold: SHARE_BUTTON }, load: () => import('./click') },
];
