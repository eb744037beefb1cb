/** What a Tab can reach, and focusing that says whether it took: shared by the focus model's parts. */

export const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""], [contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements of `container` a Tab can reach, in order (hidden ones — closed submenus — left out). */
export function focusablesIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

/** Focuses `el` and says whether it took (an element still `visibility:hidden` does not). */
export function tryFocus(el: HTMLElement | null | undefined): boolean {
  if (!el) return false;
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}
