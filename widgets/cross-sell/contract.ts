import type { IslandDefinition } from '../../mount/types';

/** WooZone's 'Frequently Bought Together' box: `.main-cross-sell[data-asin]`, loaded when it comes into view. */
export const CROSS_SELL = '.main-cross-sell[data-asin]';

export const widget: IslandDefinition = {
  kind: 'island',
  name: 'cross-sell',
  selector: CROSS_SELL,
  strategy: 'visible',
  load: () => import('./cross-sell-island'),
};
