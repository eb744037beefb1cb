import { t } from '../../src/i18n/t-lazy';

/**
 * Builds the mobile menu (HOOKS "Store-wide"): `#rhmobpnlcustom` first, then the items of the
 * header's top menu, the menu next to the logo, the top-nav menu and the custom header content,
 * each parent item with a submenu toggle and each submenu with a "terug" item.
 */
const SOURCES = ['#main_header .top_menu ul', '#re_menu_near_logo ul', '#main_header .top-nav ul.menu'];
const CUSTOM_CONTENT = '#main_header .top_custom_content';
export const SUBMENU_TOGGLE = 'span.submenu-toggle';
/** The theme's own list is `#slide-menu-mobile > ul.menu.off-canvas`; its stylesheet keys on those classes. */
export const MENU_LIST = ':scope > ul.off-canvas';

/** A copy without ids, so the page keeps unique ids (the originals stay in the header). */
function copyOf<T extends Element>(el: T): T {
  const copy = el.cloneNode(true) as T;
  copy.removeAttribute('id');
  copy.querySelectorAll('[id]').forEach((child) => child.removeAttribute('id'));
  return copy;
}

function linkText(item: Element): string {
  return item.querySelector(':scope > a')?.textContent?.trim() ?? '';
}

function prepareParent(item: Element): void {
  const sub = item.querySelector<HTMLElement>(':scope > .sub-menu');
  if (!sub) return;
  const toggle = document.createElement('span');
  toggle.className = 'submenu-toggle';
  toggle.setAttribute('role', 'button');
  toggle.tabIndex = 0;
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-label', `${linkText(item)}: submenu`);
  sub.before(toggle);
  const back = document.createElement('li');
  back.className = 'back-mb';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('back');
  back.append(button);
  sub.prepend(back);
}

export function buildMobileMenu(panel: HTMLElement, trigger: HTMLElement): void {
  if (panel.dataset.built) return;
  panel.dataset.built = '1';
  const list = document.createElement('ul');
  list.className = 'mobile-menu-list menu off-canvas';
  for (const selector of SOURCES) {
    const source = document.querySelector(selector);
    source?.querySelectorAll(':scope > li').forEach((li) => list.append(copyOf(li)));
  }
  const custom = document.querySelector(CUSTOM_CONTENT);
  if (custom) {
    const li = document.createElement('li');
    li.className = 'mobile-custom-content';
    li.append(...Array.from(copyOf(custom).childNodes));
    list.append(li);
  }
  list.querySelectorAll('li.menu-item-has-children').forEach(prepareParent);

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'close-menu';
  close.setAttribute('aria-label', t('closeMenu'));
  close.textContent = '×';
  const custom1 = panel.querySelector('#rhmobpnlcustom') ?? document.getElementById('rhmobpnlcustom');
  panel.replaceChildren(...[close, custom1, list].filter((n): n is Element => Boolean(n)));
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', t('mobileMenu'));
  panel.id ||= 'slide-menu-mobile';
  trigger.setAttribute('aria-controls', panel.id);
}

/** Shows a submenu over its parent list; what lies behind it is taken out of the Tab order. */
export function openSubmenu(item: Element): void {
  const sub = item.querySelector<HTMLElement>(':scope > .sub-menu');
  if (!sub) return;
  sub.classList.add('sub-menu-active');
  item.querySelector(`:scope > ${SUBMENU_TOGGLE}`)?.setAttribute('aria-expanded', 'true');
  for (const el of behind(item)) el.setAttribute('inert', '');
  sub.querySelector<HTMLElement>('.back-mb button')?.focus();
}

export function closeSubmenu(sub: HTMLElement, restoreFocus: boolean): void {
  const item = sub.parentElement;
  sub.classList.remove('sub-menu-active');
  if (!item) return;
  for (const el of behind(item)) el.removeAttribute('inert');
  const toggle = item.querySelector<HTMLElement>(`:scope > ${SUBMENU_TOGGLE}`);
  toggle?.setAttribute('aria-expanded', 'false');
  if (restoreFocus) toggle?.focus();
}

/** The parent item's own link and toggle, and its sibling items. */
function behind(item: Element): HTMLElement[] {
  const own = Array.from(item.querySelectorAll<HTMLElement>(`:scope > a, :scope > ${SUBMENU_TOGGLE}`));
  const siblings = Array.from(item.parentElement?.children ?? []).filter((el) => el !== item) as HTMLElement[];
  return [...own, ...siblings];
}
