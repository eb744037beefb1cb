import type { WidgetDefinition } from '../../mount/types';
import { startToastsTrigger } from './trigger';
import { ADD_CONTROLS_INTENT, TOASTS_ROOT_ATTR } from './hooks';

export { TOASTS_ROOT_ATTR } from './hooks';

/**
 * Toasts (SPEC §9 "Modals and toasts"): no server markup. A tiny behaviour (./trigger) watches the
 * store and, on the first toast, creates the root and connects the toasts there: plain DOM, no
 * React, a chunk of under 1 KB (a toast follows a shopper's action, never start-up).
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'toasts',
    hooks: `[${TOASTS_ROOT_ATTR}]`,
    // Fetched on intent on an add control: the toast that follows an add ("Added to Cart" without
    // the sliding panel) shows in the click's answer. Offline is said without it (cart/offline.ts).
    strategy: { on: 'manual', intent: ADD_CONTROLS_INTENT },
    load: () => import('./toasts'),
  },
  { name: 'toasts-trigger', start: startToastsTrigger },
];
