import type { Cleanup, WidgetContext } from '../../mount/types';
import { islandOnDemand } from '../shared/island-on-demand';
import { MODALS_ROOT_ATTR } from './hooks';

/**
 * Start-up code: on the first dialog request (account.dialog, asked by a login trigger, a
 * coupon reveal …) the modal host's root is created and its island activated.
 */
export const startModalHost = (ctx: WidgetContext): Cleanup => islandOnDemand(ctx, 'modals', MODALS_ROOT_ATTR, (state) => state.account.dialog);
