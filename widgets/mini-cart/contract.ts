import type { WidgetDefinition } from '../../mount/types';
import { MINI_CART, MINI_CART_ITEM, REMOVE_BUTTON } from './hooks';

export { MINI_CART, MINI_CART_ITEM, REMOVE_BUTTON } from './hooks';

/**
 * Mini-cart remove links and quantity edits (SPEC §4 "Mini-cart quantity", §7): ./mini-cart,
 * loaded on intent on a mini-cart (the pointer over it, focus in it — the panel moves focus in
 * when it opens). A remove click that comes first is held and clicked again once the code runs
 * (if it cannot load, the link's own href removes the line); a typed or stepped quantity that
 * comes first is handed to it.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'mini-cart',
    hooks: `${MINI_CART}, ${MINI_CART_ITEM}`,
    strategy: { on: 'interaction', events: ['input', 'change'], hold: `${MINI_CART_ITEM} ${REMOVE_BUTTON}` },
    load: () => import('./mini-cart'),
  },
];
