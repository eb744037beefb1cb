import type { Cleanup, WidgetContext } from '../../mount/types';
import { TOASTS_ROOT_ATTR } from './contract';

/**
 * Start-up code: on the first toast, creates the root and activates the toasts island there.
 * 'failed': the chunk could not come (offline before any intent); the next toast tries again.
 */
export function startToastsTrigger(ctx: WidgetContext): Cleanup {
  let state: 'idle' | 'loading' | 'mounted' | 'failed' = 'idle';
  return ctx.store.subscribe((store) => {
    if (!store.ui.toasts.length || state === 'loading' || state === 'mounted') return;
    if (!document.querySelector(`[${TOASTS_ROOT_ATTR}]`)) {
      const root = document.createElement('div');
      root.setAttribute(TOASTS_ROOT_ATTR, '');
      document.body.append(root);
    }
    state = 'loading';
    void ctx.activateIsland('toasts').then((mounted) => (state = mounted ? 'mounted' : 'failed'));
  });
}
