import type { IslandDefinition } from '../../mount/types';

/** WooZone's product sync on the product page: `#WooZone-syncfront-wrapper` with its JSON params. */
export const SYNC_WRAPPER = '#WooZone-syncfront-wrapper';

export const widget: IslandDefinition = {
  kind: 'island',
  name: 'sync-notice',
  selector: SYNC_WRAPPER,
  strategy: 'load',
  load: () => import('./sync-notice'),
};
