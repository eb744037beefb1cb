import type { Cleanup, WidgetContext } from '../../mount/types';
import { MODALS_ROOT_ATTR } from './contract';

/**
 * Start-up code: on the first dialog request (account.dialog, asked by a login trigger, a
 * coupon reveal …) the modal host's root is created and its island activated.
 */
export function startModalHost(ctx: WidgetContext): Cleanup {
  return ctx.store.subscribe((state) => {
    if (!state.account.dialog || document.querySelector(`[${MODALS_ROOT_ATTR}]`)) return;
    const root = document.createElement('div');
    root.setAttribute(MODALS_ROOT_ATTR, '');
    document.body.append(root);
    void ctx.activateIsland('modals');
  });
}
