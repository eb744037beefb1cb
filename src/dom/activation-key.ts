// Beside ./operable.ts (which the start-up code uses): only code that loads later handles the keys.

/** Enter or Space on an element with the button role (not a real button): fire its click. */
export function clickOnActivationKey(event: KeyboardEvent, selector: string): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const el = (event.target as Element | null)?.closest?.(selector);
  if (!el || el.matches('a[href], button, input, select, textarea')) return;
  event.preventDefault();
  (el as HTMLElement).click();
}
