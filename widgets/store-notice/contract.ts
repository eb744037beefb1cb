import type { WidgetDefinition } from '../../mount/types';
import { showUnlessDismissed } from './visibility';
import { DISMISS_LINK, NOTICE_DATA } from './hooks';

export { DISMISS_LINK, STORE_NOTICE } from './hooks';

/**
 * The store notice (SPEC §4): shown at start unless dismissed (./visibility, start-up code: the
 * page must look right); the dismiss link's code (./dismiss) loads on intent, a click before it
 * runs is held and clicked again.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'store-notice',
    data: NOTICE_DATA,
    start: showUnlessDismissed,
    hooks: DISMISS_LINK,
    strategy: { on: 'interaction', events: ['click'], hold: DISMISS_LINK },
    load: () => import('./dismiss'),
  },
];
