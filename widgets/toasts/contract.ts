import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { AJAX_ADD_BUTTON, PRODUCT_FORM } from '../cart/contract';
import { startToastsTrigger } from './trigger';

/**
 * Toasts (SPEC §9 "Modals and toasts"): no server markup. A tiny behaviour (./trigger) watches the
 * store and, on the first toast, creates the root and mounts the toasts there: plain DOM, no React, a
 * chunk of under 1 KB (a toast follows a shopper's action, never start-up).
 */
export const TOASTS_ROOT_ATTR = 'data-shop-widgets-toasts';

const island: IslandDefinition = {
  kind: 'island',
  name: 'toasts',
  selector: `[${TOASTS_ROOT_ATTR}]`,
  strategy: 'manual',
  // Fetched on intent on an add control: an add that fails because the network went between
  // intent and click must still show its toast, and offline no chunk can come any more.
  intent: `${AJAX_ADD_BUTTON}, ${PRODUCT_FORM} [type=submit]`,
  load: () => import('./toasts'),
};

const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'toasts-trigger',
  start: startToastsTrigger,
};

export const widgets = [island, trigger];
