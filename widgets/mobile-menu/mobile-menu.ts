import type { WidgetContext } from '../../mount/types';
import { MOBILE_MENU_MAX_WIDTH_PX } from '../../src/config/constants';
import { isActivation } from '../../src/dom/activation';
import { openLayer, type Layer } from '../../src/dom/focus-model';
import { clickOnActivationKey } from '../../src/dom/activation-key';
import { adoptStyles } from '../../src/dom/styles';

import { buildMobileMenu, closeSubmenu, MENU_LIST, openSubmenu, SUBMENU_TOGGLE } from './build-menu';

// The triggers are also named in contract.ts (which must stay out of this chunk).
const MENU_TRIGGER = '#dl-trigger';
const SIDEBAR_TRIGGER = '#mobile-trigger-sidebar';
const TRIGGERS = `${MENU_TRIGGER},${SIDEBAR_TRIGGER}`;

const PANEL = '#slide-menu-mobile';
const SIDEBAR = '#rh_woo_mbl_sidebar';
const OVERLAY_CLASS = 'offsetnav-overlay';
const CLOSE = '.close-menu';
const DESKTOP = `(min-width: ${MOBILE_MENU_MAX_WIDTH_PX + 1}px)`;

// Above 1023 px the mobile menu and its overlay are hidden (SPEC §2), whatever the theme's CSS says.
const CSS = `@media ${DESKTOP}{${PANEL},#rhslidingMenu,.${OVERLAY_CLASS}{display:none!important}}`;

/** One drawer open at a time: the menu or the shop sidebar. */
interface OpenDrawer {
  panel: HTMLElement;
  /** What gets the open class: the panel, and for the menu also its list (HOOKS: "list gets off-canvas-active"). */
  marked: Element[];
  trigger: HTMLElement;
  openClass: string;
  layer: Layer;
  /** The menu panel is printed inert (closed); the shop sidebar is not (it is a plain sidebar on desktops). */
  wasInert: boolean;
}
let open: OpenDrawer | null = null;
let watchingWidth = false;

function overlay(): HTMLElement {
  let el = document.querySelector<HTMLElement>(`.${OVERLAY_CLASS}`);
  if (!el) {
    el = document.createElement('div');
    el.className = OVERLAY_CLASS;
    document.body.append(el);
  }
  return el;
}

function openDrawer(panel: HTMLElement, trigger: HTMLElement, openClass: string): void {
  if (open) closeDrawer(false);
  adoptStyles('mobile-menu', CSS);
  watchWidth();
  const wasInert = panel.hasAttribute('inert');
  panel.removeAttribute('inert');
  // The theme's stylesheet shows the menu by its list (HOOKS); CSS written for the panel keeps working.
  const list = panel.matches(PANEL) ? panel.querySelector(MENU_LIST) : null;
  const marked = list ? [panel, list] : [panel];
  marked.forEach((el) => el.classList.add(openClass));
  trigger.classList.add('toggle-active');
  trigger.setAttribute('aria-expanded', 'true');
  document.querySelector('.rh-outer-wrap')?.classList.add('rh-outer-wrap-move');
  // The overlay stays live: a click on it closes the drawer.
  const layer = openLayer({
    dialog: panel,
    alsoLive: [overlay()],
    initialFocus: () => panel.querySelector<HTMLElement>(CLOSE),
    returnFocusTo: trigger,
    onEscape: () => closeDrawer(true),
    afterPaint: true,
  });
  open = { panel, marked, trigger, openClass, layer, wasInert };
}

function closeDrawer(restoreFocus: boolean): void {
  if (!open) return;
  const { panel, marked, trigger, openClass, layer, wasInert } = open;
  open = null;
  marked.forEach((el) => el.classList.remove(openClass));
  panel.toggleAttribute('inert', wasInert);
  panel.querySelectorAll('.sub-menu-active').forEach((sub) => closeSubmenu(sub as HTMLElement, false));
  trigger.classList.remove('toggle-active');
  trigger.setAttribute('aria-expanded', 'false');
  document.querySelector(`.${OVERLAY_CLASS}`)?.remove();
  document.querySelector('.rh-outer-wrap')?.classList.remove('rh-outer-wrap-move');
  layer.release({ restoreFocus });
}

// Turning a tablet or widening the window past 1023 px closes the (now hidden) menu.
function watchWidth(): void {
  if (watchingWidth || typeof matchMedia !== 'function') return;
  watchingWidth = true;
  matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches && open?.panel.matches(PANEL)) closeDrawer(false);
  });
}

function toggle(panel: HTMLElement | null, trigger: HTMLElement, openClass: string): void {
  if (!panel) return;
  if (open?.panel === panel) closeDrawer(true);
  else openDrawer(panel, trigger, openClass);
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element;
  const menuTrigger = target.closest<HTMLElement>(MENU_TRIGGER);
  if (menuTrigger) {
    event.preventDefault();
    const panel = document.querySelector<HTMLElement>(PANEL);
    if (panel) buildMobileMenu(panel, menuTrigger);
    return toggle(panel, menuTrigger, 'off-canvas-active');
  }
  const sidebarTrigger = target.closest<HTMLElement>(SIDEBAR_TRIGGER);
  if (sidebarTrigger) {
    event.preventDefault();
    return toggle(document.querySelector<HTMLElement>(SIDEBAR), sidebarTrigger, 'activeslide');
  }
  if (!open) return;
  if (target.closest(CLOSE) || target.closest(`.${OVERLAY_CLASS}`)) {
    event.preventDefault();
    return closeDrawer(true);
  }
  if (!open.panel.contains(target)) return;
  const back = target.closest('.back-mb');
  if (back) {
    event.preventDefault();
    return closeSubmenu(back.parentElement as HTMLElement, true);
  }
  // A parent item's link (unless it is marked linkable) and its toggle open the submenu.
  const item = target.closest('li.menu-item-has-children');
  const opener = target.closest(`${SUBMENU_TOGGLE}, a`);
  if (item && opener?.parentElement === item && (opener.matches(SUBMENU_TOGGLE) || !item.classList.contains('rh-mobile-linkable'))) {
    event.preventDefault();
    openSubmenu(item);
  }
}

function onKeydown(event: KeyboardEvent): void {
  const target = event.target as Element;
  // The theme prints the shop-sidebar trigger as a div (the contract gives it role="button").
  if (target.closest?.(TRIGGERS)) return clickOnActivationKey(event, TRIGGERS);
  const toggleEl = target.closest?.(SUBMENU_TOGGLE);
  if (toggleEl && isActivation(event, toggleEl)) {
    event.preventDefault();
    openSubmenu(toggleEl.parentElement as Element);
  }
}

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  if (event.type === 'click') onClick(event as MouseEvent);
  else if (event.type === 'keydown') onKeydown(event as KeyboardEvent);
}

export function stop(): void {
  if (open) closeDrawer(false);
}
