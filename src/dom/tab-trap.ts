import { applyInert } from './background-inert';
import { focusInto } from './focus-into-layer';
import { focusablesIn, tryFocus } from './focusable';
import { isInside, stack, top } from './layer-stack';

/**
 * The document listeners of the focus model while any layer is open: Tab and Shift+Tab wrap
 * inside the top layer, focus that lands outside is brought back, Esc goes to the top layer,
 * and content added to the page (a toast stack, a pop-up's portal) gets its inert mark too.
 * Attached with the first layer and removed with the last, so a page without a dialog pays nothing.
 */

let observer: MutationObserver | null = null;

/**
 * Drops the layers whose dialog left the page without being released (markup replaced by other
 * code): never leave the page inert, or Tab held, around a dialog that is not there.
 */
function pruneGone(): void {
  const gone = stack.filter((layer) => !layer.dialog.isConnected);
  if (!gone.length) return;
  gone.forEach((layer) => {
    layer.cancelSettle?.();
    stack.splice(stack.indexOf(layer), 1);
  });
  applyInert();
  if (!stack.length) listen(false);
}

function onKeydown(event: KeyboardEvent): void {
  pruneGone();
  const layer = top();
  if (!layer) return;
  if (event.key === 'Escape') {
    // A control inside that used Esc itself (a combobox closing its list) keeps the dialog open.
    if (event.defaultPrevented || event.isComposing) return;
    event.preventDefault();
    layer.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusablesIn(layer.dialog);
  const active = document.activeElement;
  if (!items.length) {
    event.preventDefault();
    tryFocus(layer.dialog);
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const listed = active instanceof HTMLElement && items.includes(active);
  if (event.shiftKey && (active === first || !listed)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !listed)) {
    event.preventDefault();
    first.focus();
  }
}

function onFocusIn(event: FocusEvent): void {
  pruneGone();
  const layer = top();
  if (layer && event.target instanceof Node && !isInside(layer, event.target)) focusInto(layer);
}

/** Content added while a layer is open (a toast stack, a pop-up's portal) gets its mark too. */
function onMutations(records: MutationRecord[]): void {
  const layer = top();
  if (!layer || records.every((record) => layer.dialog.contains(record.target))) return;
  if (layer.dialog.isConnected) applyInert();
  else pruneGone();
}

/** Attaches (on) or removes the listeners; either twice in a row does nothing. */
export function listen(on: boolean): void {
  if (on && !observer) {
    document.addEventListener('keydown', onKeydown);
    document.addEventListener('focusin', onFocusIn);
    observer = new MutationObserver(onMutations);
    observer.observe(document.body, { childList: true, subtree: true });
  } else if (!on && observer) {
    document.removeEventListener('keydown', onKeydown);
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    observer = null;
  }
}
