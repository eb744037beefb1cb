import type { BehaviourDefinition } from '../../mount/types';
import { startAddToCart } from './triggers';

/** Loop buttons (HOOKS.md): `.add_to_cart_button.ajax_add_to_cart[data-product_id]`, never `.wc-interactive`. */
export const AJAX_ADD_BUTTON = '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';
/** Product forms: WooCommerce's `form.cart` (simple and variable products, also inside a quick view). */
export const PRODUCT_FORM = 'form.cart';

/** AJAX add to cart from loop buttons, product forms and quick views (SPEC §4, §7): triggers.ts. */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'add-to-cart',
  start: startAddToCart,
};
