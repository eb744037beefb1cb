import type { BehaviourDefinition } from '../../mount/types';

/** Mini-cart markup (HOOKS.md). */
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const REMOVE_BUTTON = '.remove_from_cart_button[data-cart_item_key]';
/** Where a mini-cart shows: the theme's sliding panel and WooCommerce's mini-cart widget. */
export const MINI_CART = '#rh-woo-cart-panel, .widget_shopping_cart_content';

/**
 * Mini-cart remove links and quantity edits (SPEC §4 "Mini-cart quantity", §7): ./mini-cart,
 * loaded on intent on a mini-cart (the pointer over it, focus in it — the panel moves focus in
 * when it opens). A remove click that comes first is held and clicked again once the code runs
 * (if it cannot load, the link's own href removes the line); a typed or stepped quantity that
 * comes first is handed to it.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'mini-cart',
  code: {
    hooks: `${MINI_CART}, ${MINI_CART_ITEM}`,
    events: ['input', 'change'],
    hold: `${MINI_CART_ITEM} ${REMOVE_BUTTON}`,
    load: () => import('./mini-cart'),
  },
};
