import type { WidgetContext } from '../../mount/types';

import { createHoverIntent } from './hover-intent';

// The hook is also named in contract.ts (which must stay out of this chunk).
const MENU_ITEM = 'nav.top_menu > ul li.menu-item-has-children, #main_header .top-nav > ul li.menu-item-has-children';

const OPEN = 'hovered';

function setOpen(item: Element, open: boolean): void {
  item.classList.toggle(OPEN, open);
  item.querySelector(':scope > a')?.setAttribute('aria-expanded', String(open));
  if (!open) item.querySelectorAll(`.${OPEN}`).forEach((child) => setOpen(child, false));
}

const intent = createHoverIntent(
  (item) => setOpen(item, true),
  (item) => setOpen(item, false),
);
/**
 * The parent item a touch or pen pointer went down on, and whether it was open then. A tap fires
 * pointerdown, mouseover, mousedown, focusin, click: focusin opens the item before the click, so
 * the click must judge by the state before the tap.
 */
let tap: { item: Element | null; wasOpen: boolean } | null = null;
/** The item closed with Esc: focus returns to its link without opening it again. */
let escaped: Element | null = null;

const itemOf = (node: EventTarget | null): Element | null => (node instanceof Element ? node.closest(MENU_ITEM) : null);

/** Closes every open item that does not hold `keep` (the one being used). */
function closeOthers(keep: Element | null): void {
  document.querySelectorAll(`.${OPEN}`).forEach((item) => {
    if (item.matches(MENU_ITEM) && !item.contains(keep)) setOpen(item, false);
  });
}

function onMouse(event: MouseEvent): void {
  intent.move({ x: event.clientX, y: event.clientY });
  if (event.type === 'mousemove') return;
  const item = itemOf(event.target);
  // mouseover/mouseout bubble from every child: only crossing the item's own edge counts.
  if (!item || item.contains(event.relatedTarget as Node | null)) return;
  if (event.type === 'mouseover') intent.enter(item, item.classList.contains(OPEN));
  else intent.leave(item, item.classList.contains(OPEN));
}

function onKeyboard(event: Event): void {
  const item = itemOf(event.target);
  if (event.type === 'focusin') {
    // Tabbing into an item opens it (and its parents), so its submenu links are reachable.
    closeOthers(event.target as Element);
    if (item === escaped) return;
    for (let open = item; open; open = itemOf(open.parentElement)) setOpen(open, true);
  } else if (event.type === 'focusout') {
    const next = (event as FocusEvent).relatedTarget as Node | null;
    if (escaped && !escaped.contains(next)) escaped = null;
    for (let open = item; open && !open.contains(next); open = itemOf(open.parentElement)) setOpen(open, false);
  } else if ((event as KeyboardEvent).key === 'Escape' && item?.classList.contains(OPEN)) {
    setOpen(item, false);
    escaped = item;
    item.querySelector<HTMLElement>(':scope > a')?.focus();
  }
}

function onPointerDown(event: PointerEvent): void {
  if (event.pointerType !== 'touch' && event.pointerType !== 'pen') {
    tap = null;
    return;
  }
  const item = itemOf(event.target);
  tap = { item, wasOpen: Boolean(item?.classList.contains(OPEN)) };
}

/** Touch has no hover: the first tap on a closed parent item opens it, the second follows the link. */
function onTap(event: MouseEvent): void {
  const item = itemOf(event.target);
  const link = (event.target as Element).closest?.('a');
  const pressed = tap;
  tap = null;
  if (item && pressed?.item === item && !pressed.wasOpen && link?.parentElement === item) {
    event.preventDefault();
    closeOthers(item);
    setOpen(item, true);
  } else if (!item) closeOthers(null);
}

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  switch (event.type) {
    case 'pointerdown':
      onPointerDown(event as PointerEvent);
      break;
    case 'click':
      onTap(event as MouseEvent);
      break;
    case 'mouseover':
    case 'mouseout':
    case 'mousemove':
      onMouse(event as MouseEvent);
      break;
    default:
      // A tap that became a scroll left `tap` behind: the click of Enter on a link is not that tap.
      if (event.type === 'keydown') tap = null;
      onKeyboard(event);
  }
}
