const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable=false])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside container, in order (hidden and inert ones left out). */
export function tabbables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.closest('[inert]') && !el.hidden && el.getAttribute('aria-hidden') !== 'true' && el.tabIndex >= 0,
  );
}

/** Keeps Tab and Shift+Tab inside container (a modal drawer of server markup). */
export function trapTab(event: KeyboardEvent, container: Element): void {
  if (event.key !== 'Tab') return;
  const items = tabbables(container);
  if (!items.length) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes everything on the page but `keep` inert; returns the undo. */
export function inertOutside(keep: Element): () => void {
  const made = Array.from(document.body.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== keep && !el.contains(keep) && !el.inert && el.tagName !== 'SCRIPT',
  );
  made.forEach((el) => (el.inert = true));
  return () => made.forEach((el) => (el.inert = false));
}
