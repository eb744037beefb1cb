import type { WidgetDefinition } from '../../mount/types';

/** WooZone's 'Frequently Bought Together' box: `.main-cross-sell[data-asin]`, loaded when it comes into view. */
export const CROSS_SELL = '.main-cross-sell[data-asin]';

export const widgets: WidgetDefinition[] = [{ name: 'cross-sell', hooks: CROSS_SELL, strategy: { on: 'visible' }, load: () => import('./cross-sell-island') }];
