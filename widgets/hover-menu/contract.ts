import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/** The header menus' parent items (HOOKS "Hover-intent menus"); open ones get `hovered`. */
const MENU_ITEM = 'nav.top_menu > ul li.menu-item-has-children, #main_header .top-nav > ul li.menu-item-has-children';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'hover-menu',
  start: (ctx) =>
    // Preloaded at idle: a first tap on a parent item must be stopped in its own click event.
    lazyListen(ctx, ['mouseover', 'mouseout', 'mousemove', 'focusin', 'focusout', 'keydown', 'pointerdown', 'click'], MENU_ITEM, () => import('./hover-menu'), undefined, true),
};
