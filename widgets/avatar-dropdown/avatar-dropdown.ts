import type { WidgetContext } from '../../mount/types';
import { clickOnActivationKey } from '../../src/dom/activation-key';

// The hook is also named in contract.ts (which must stay out of this chunk).
const AVATAR = '.user-ava-intop';

const MENU = '.user-dropdown-intop-menu';
const WRAP = '.user-dropdown-intop';

function menuOf(avatar: Element): Element | null {
  return avatar.parentElement?.querySelector(MENU) ?? avatar.closest(WRAP)?.querySelector(MENU) ?? null;
}

function setOpen(avatar: Element, open: boolean): void {
  avatar.classList.toggle('user-ava-intop-open', open);
  avatar.setAttribute('aria-expanded', String(open));
  menuOf(avatar)?.classList.toggle('user-dropdown-intop-open', open);
  avatar.closest(WRAP)?.classList.toggle('user-dropdown-intop-open', open);
}

const openAvatars = () => Array.from(document.querySelectorAll<HTMLElement>(`${AVATAR}.user-ava-intop-open`));

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  const target = event.target as Element;
  if (event.type === 'keydown') {
    // Enter / Space on the theme's span avatar (role="button" from the contract) toggle like a click.
    if (target.closest?.(AVATAR)) clickOnActivationKey(event as KeyboardEvent, AVATAR);
    if ((event as KeyboardEvent).key !== 'Escape') return;
    for (const avatar of openAvatars()) {
      const focusWasInside = menuOf(avatar)?.contains(document.activeElement);
      setOpen(avatar, false);
      if (focusWasInside || document.activeElement === avatar) avatar.focus();
    }
    return;
  }
  const avatar = target.closest?.<HTMLElement>(AVATAR);
  if (avatar) {
    event.preventDefault();
    setOpen(avatar, !avatar.classList.contains('user-ava-intop-open'));
  }
  // Any click outside an open menu closes it (the menu's own links navigate anyway).
  for (const other of openAvatars()) {
    if (other !== avatar && !menuOf(other)?.contains(target)) setOpen(other, false);
  }
}
