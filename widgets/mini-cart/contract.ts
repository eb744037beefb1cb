import type { BehaviourDefinition } from '../../mount/types';
import { startMiniCart } from './mini-cart';

/** Mini-cart markup (HOOKS.md). */
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const REMOVE_BUTTON = '.remove_from_cart_button[data-cart_item_key]';
/** A remove link's cart item key (WooCommerce's hash of the line). */
export const REMOVE_DATA = { cart_item_key: '' };

/** Mini-cart remove links and quantity edits (SPEC §4 "Mini-cart quantity", §7): mini-cart.ts. */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'mini-cart',
  start: startMiniCart,
};
