import type { WidgetDefinition } from '../../mount/types';
import { LOOP_BUTTON_DATA } from './hooks';
import { startAddToCart } from './triggers';

export { AJAX_ADD_BUTTON, PRODUCT_FORM } from './hooks';

/** AJAX add to cart from loop buttons, product forms and quick views (SPEC §4, §7): triggers.ts. */
export const widgets: WidgetDefinition[] = [{ name: 'add-to-cart', data: LOOP_BUTTON_DATA, start: startAddToCart }];
