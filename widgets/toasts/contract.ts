import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';

/**
 * Toasts (SPEC §9 "Modals and toasts"): no server markup. A tiny behaviour watches the store and,
 * on the first toast, creates the root and mounts the toasts there: plain DOM, no React, a
 * chunk of under 1 KB fetched then (a toast follows a shopper's action, never start-up).
 */
export const TOASTS_ROOT_ATTR = 'data-shop-widgets-toasts';
const ROOT_SELECTOR = `[${TOASTS_ROOT_ATTR}]`;

const island: IslandDefinition = {
  kind: 'island',
  name: 'toasts',
  selector: ROOT_SELECTOR,
  strategy: 'manual',
  load: () => import('./toasts'),
};

const trigger: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'toasts-trigger',
  start(ctx) {
    return ctx.store.subscribe((state) => {
      if (!state.ui.toasts.length || document.querySelector(ROOT_SELECTOR)) return;
      const root = document.createElement('div');
      root.setAttribute(TOASTS_ROOT_ATTR, '');
      document.body.append(root);
      void ctx.activateIsland('toasts');
    });
  },
};

export const widgets = [island, trigger];
