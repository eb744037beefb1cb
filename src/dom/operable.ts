/**
 * The theme prints some controls as <span>s (share buttons, login triggers). This makes such an
 * element reachable from the keyboard like a button, at start; ./activation-key.ts makes Enter
 * and Space click it, in the code that answers it (not start-up code).
 */
export function makeOperable(el: Element): void {
  if (el.matches('a[href], button, input, select, textarea, summary')) return;
  if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
}
