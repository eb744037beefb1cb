import type { Cleanup, WidgetContext } from '../../mount/types';
import { islandOnDemand } from '../shared/island-on-demand';
import { TOASTS_ROOT_ATTR } from './hooks';

/** Start-up code: on the first toast, creates the root and activates the toasts island there. */
export const startToastsTrigger = (ctx: WidgetContext): Cleanup => islandOnDemand(ctx, 'toasts', TOASTS_ROOT_ATTR, (state) => state.ui.toasts.length);
