import type { WidgetDefinition } from '../../mount/types';
import { makeOperableToggle } from '../../src/dom/operable';

/**
 * The theme's mobile slide-out menu (`#dl-trigger` → `#rhslidingMenu > #slide-menu-mobile`) and
 * mobile shop sidebar (`#mobile-trigger-sidebar` → `#rh_woo_mbl_sidebar`). The menu is built
 * from the header's menus on the first tap, so nothing runs at start-up.
 */
const MENU_TRIGGER = '#dl-trigger';
const SIDEBAR_TRIGGER = '#mobile-trigger-sidebar';
const TRIGGERS = `${MENU_TRIGGER},${SIDEBAR_TRIGGER}`;

export const widgets: WidgetDefinition[] = [
  {
    name: 'mobile-menu',
    hooks: TRIGGERS,
    // The theme prints the sidebar trigger as a bare div: a button for keyboards and screen readers.
    enhance: makeOperableToggle,
    strategy: { on: 'interaction', events: ['click', 'keydown'], hold: TRIGGERS },
    load: () => import('./mobile-menu'),
  },
];
