import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { AJAX_ADD_BUTTON, PRODUCT_FORM } from '../add-to-cart/contract';

/**
 * Toasts (SPEC §9 "Modals and toasts"): no server markup. A tiny behaviour watches the store and,
 * on the first toast, creates the root and mounts the toasts there: plain DOM, no React, a
 * chunk of under 1 KB (a toast follows a shopper's action, never start-up).
 */
export const TOASTS_ROOT_ATTR = 'data-shop-widgets-toasts';
const ROOT_SELECTOR = `[${TOASTS_ROOT_ATTR}]`;

const island: IslandDefinition = {
  kind: 'island',
  name: 'toasts',
  selector: ROOT_SELECTOR,
  strategy: 'manual',
  // Fetched on intent on an add control: an add that fails because the network went between
  // intent and click must still show its toast, and offline no chunk can come any more.
  intent: `${AJAX_ADD_BUTTON}, ${PRODUCT_FORM} [type=submit]`,
  load: () => import('./toasts'),
};

const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'toasts-trigger',
  start(ctx) {
    // 'failed': the chunk could not come (offline before any intent); the next toast tries again.
    let state: 'idle' | 'loading' | 'mounted' | 'failed' = 'idle';
    return ctx.store.subscribe((store) => {
      if (!store.ui.toasts.length || state === 'loading' || state === 'mounted') return;
      if (!document.querySelector(ROOT_SELECTOR)) {
        const root = document.createElement('div');
        root.setAttribute(TOASTS_ROOT_ATTR, '');
        document.body.append(root);
      }
      state = 'loading';
      void ctx.activateIsland('toasts').then((mounted) => (state = mounted ? 'mounted' : 'failed'));
    });
  },
};

export const widgets = [island, trigger];
