import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';

/**
 * Toasts (SPEC §9 "Modals and toasts"): no server markup. A tiny behaviour watches the store and,
 * on the first toast, creates the root and activates the island — so the toast code and React
 * are only fetched (at idle, prefetched) and never block start-up.
 */
export const TOASTS_ROOT_ATTR = 'data-shop-widgets-toasts';
const ROOT_SELECTOR = `[${TOASTS_ROOT_ATTR}]`;

const island: IslandDefinition = {
  kind: 'island',
  name: 'toasts',
  selector: ROOT_SELECTOR,
  strategy: 'manual',
  prefetch: true,
  load: () => import('./toasts-island'),
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
