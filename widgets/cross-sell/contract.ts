import type { IslandDefinition } from '../../mount/types';

/** WooZone's 'Frequently Bought Together' box: `.main-cross-sell[data-asin]`, loaded when it comes into view. */
export const CROSS_SELL = '.main-cross-sell[data-asin]';

/** The box's data: the product's ASIN (on the root), each item's price and the store's decimal separator. */
export const BOX_DATA = { asin: '' };
export const ITEM_PRICE_DATA = { item_price: Number.NaN };
export const SEPARATOR_DATA = { price_dec_sep: '.' };

export const widget: IslandDefinition = {
  kind: 'island',
  name: 'cross-sell',
  selector: CROSS_SELL,
  strategy: 'visible',
  load: () => import('./cross-sell-island'),
};
