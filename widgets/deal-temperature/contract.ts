import type { WidgetDefinition } from '../../mount/types';
import { HOT_BUTTON } from './hooks';

export { HOT_BUTTON } from './hooks';

/**
 * Deal temperature votes (SPEC §3/§9): one delegated click, in the vote code, which loads on
 * intent on a vote button; a click that comes before it is held and clicked again.
 */
export const widgets: WidgetDefinition[] = [
  { name: 'deal-temperature', hooks: HOT_BUTTON, strategy: { on: 'interaction', hold: HOT_BUTTON }, load: () => import('./vote') },
];
