import type { WidgetDefinition } from '../../mount/types';

/** The header menus' parent items (HOOKS "Hover-intent menus"); open ones get `hovered`. */
const MENU_ITEM = 'nav.top_menu > ul li.menu-item-has-children, #main_header .top-nav > ul li.menu-item-has-children';

const PARENT_LINK = MENU_ITEM.split(', ')
  .map((item) => `${item} > a`)
  .join(', ');

export const widgets: WidgetDefinition[] = [
  {
    name: 'hover-menu',
    hooks: MENU_ITEM,
    strategy: {
      on: 'interaction',
      events: ['mouseover', 'mouseout', 'mousemove', 'focusin', 'focusout', 'keydown', 'pointerdown', 'click'],
      // The finger that lands on a parent item fetches the code; if its click comes first, the
      // click is held (a first tap on a parent opens its submenu instead of following the link).
      hold: PARENT_LINK,
    },
    load: () => import('./hover-menu'),
  },
];
