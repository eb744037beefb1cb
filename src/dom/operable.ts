/**
 * The theme prints some controls as <span>s (share buttons, login triggers). These helpers make
 * such an element reachable and operable from the keyboard like a button.
 */
export function makeOperable(el: Element): void {
  if (el.matches('a[href], button, input, select, textarea, summary')) return;
  if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
}

/** A bare element that opens and closes something (a menu, a sidebar): a collapsed button. */
export function makeOperableToggle(el: Element): void {
  makeOperable(el);
  if (!el.hasAttribute('aria-expanded')) el.setAttribute('aria-expanded', 'false');
}
