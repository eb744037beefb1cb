import type { WidgetDefinition } from '../../mount/types';
import { startToastsTrigger } from './trigger';
import { TOASTS_ROOT_ATTR } from './hooks';

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
    // Fetched with the first toast (./trigger): most pages never show one, and an add's pointer
    // intent already fetches the cart's answer code in the frame a shopper's click can share.
    strategy: { on: 'manual' },
    load: () => import('./toasts'),
  },
  { name: 'toasts-trigger', start: startToastsTrigger },
];
