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
    // Fetched on intent on an add control: an add that fails because the network went between
    // intent and click must still show its toast, and offline no chunk can come any more.
    strategy: { on: 'manual', intent: ADD_CONTROLS_INTENT },
    load: () => import('./toasts'),
  },
  { name: 'toasts-trigger', start: startToastsTrigger },
];
