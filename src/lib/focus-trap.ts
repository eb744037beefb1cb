import type { Cleanup } from '../../mount/types';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` a Tab can reach, in order (hidden ones — closed submenus — left out). */
export function focusablesIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Keeps keyboard focus inside an open drawer or overlay (DESIGN §10): Tab and Shift+Tab wrap
 * around, focus that lands outside is brought back, Esc calls `onEscape`. Returns the release.
 */
export function trapFocus(container: HTMLElement, onEscape: () => void): Cleanup {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(container);
    if (!items.length) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = active instanceof Node && container.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) focusablesIn(container)[0]?.focus();
  };
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('keydown', onKeydown);
    document.removeEventListener('focusin', onFocusIn);
  };
}

/** Makes everything on the page but `keep` inert (a modal drawer); returns the undo. */
export function inertOutside(keep: Element): Cleanup {
  const made = Array.from(document.body.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== keep && !el.contains(keep) && !el.inert && el.tagName !== 'SCRIPT',
  );
  made.forEach((el) => (el.inert = true));
  return () => made.forEach((el) => (el.inert = false));
}
