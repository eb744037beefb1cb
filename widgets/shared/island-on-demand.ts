import type { Cleanup, WidgetContext } from '../../mount/types';
import type { ShopState } from '../../src/store/types';

/**
 * Start-up code for an island without server markup (the toasts, the modal host): when the store
 * first asks for it (`wanted`), creates its root (`<div rootAttr>` at the end of the body) and
 * activates the island there. 'failed': the chunk could not come (offline before any intent);
 * the next request tries again.
 */
export function islandOnDemand(ctx: WidgetContext, name: string, rootAttr: string, wanted: (state: ShopState) => unknown): Cleanup {
  let state: 'idle' | 'loading' | 'mounted' | 'failed' = 'idle';
  return ctx.store.subscribe((store) => {
    if (!wanted(store) || state === 'loading' || state === 'mounted') return;
    if (!document.querySelector(`[${rootAttr}]`)) {
      const root = document.createElement('div');
      root.setAttribute(rootAttr, '');
      document.body.append(root);
    }
    state = 'loading';
    void ctx.activateIsland(name).then((mounted) => (state = mounted ? 'mounted' : 'failed'));
  });
}
