import type { Cleanup, WidgetContext } from '../../mount/types';
import type { ShopState } from '../../src/store/types';

/**
 * Start-up code for an island without server markup (the toasts, the modal host): when the store
 * first asks for it (`wanted`), creates its root (`<div rootAttr>` at the end of the body) and
 * activates the island there. Asked once while it loads or once it is mounted; when its chunk
 * could not come (offline before any intent), the next request tries again.
 */
export function islandOnDemand(ctx: WidgetContext, name: string, rootAttr: string, wanted: (state: ShopState) => unknown): Cleanup {
  let asked = false;
  return ctx.store.subscribe((state) => {
    if (asked || !wanted(state)) return;
    if (!document.querySelector(`[${rootAttr}]`)) {
      const root = document.createElement('div');
      root.setAttribute(rootAttr, '');
      document.body.append(root);
    }
    asked = true;
    void ctx.activateIsland(name).then((mounted) => (asked = mounted));
  });
}
