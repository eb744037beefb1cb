/**
 * The one focus model of every dialog and drawer (DESIGN §10), server markup and React alike.
 * This is its public module; its parts each hold one concern.
 *
 * While a layer is open:
 * - everything behind it is natively `inert`, live regions excepted (background-inert.ts);
 * - Tab and Shift+Tab wrap inside the dialog, focus that lands outside is brought back, Esc
 *   closes it (tab-trap.ts);
 * - focus moves in on open (focus-into-layer.ts) and goes back to the opener on close.
 *
 * Layers stack (a pop-up over a drawer; layer-stack.ts): only the top one traps and answers Esc,
 * and the inert set always follows the top one, so layers may close in any order.
 */
import { applyInert } from './background-inert';
import { afterNextPaint } from './browser';
import { moveFocusIn } from './focus-into-layer';
import { tryFocus } from './focusable';
import { type LayerOptions, type OpenLayer, openerChain, stack, top } from './layer-stack';
import { listen } from './tab-trap';

export { focusablesIn } from './focusable';
export type { LayerOptions } from './layer-stack';

export interface Layer {
  /** Closes the layer: the page behind is live again, focus goes back (unless told not to). */
  release(options?: { restoreFocus?: boolean }): void;
}

/** Opens a modal layer over the page: inert behind, focus in and trapped, Esc → `onEscape`. */
export function openLayer(options: LayerOptions): Layer {
  const layer: OpenLayer = { ...options, returnTo: openerChain(options.returnFocusTo ?? document.activeElement) };
  // Focusable itself, for a dialog with nothing to focus yet (a quick view still loading).
  if (!layer.dialog.hasAttribute('tabindex')) layer.dialog.tabIndex = -1;
  stack.push(layer);
  const settle = () => {
    layer.cancelSettle = undefined;
    applyInert();
    moveFocusIn(layer);
  };
  if (options.afterPaint && typeof requestAnimationFrame === 'function') layer.cancelSettle = afterNextPaint(settle);
  else applyInert();
  listen(true);
  if (!layer.cancelSettle) moveFocusIn(layer);
  return { release: (release) => close(layer, release?.restoreFocus ?? true) };
}

function close(layer: OpenLayer, restoreFocus: boolean): void {
  const index = stack.indexOf(layer);
  if (index < 0) return;
  const wasTop = index === stack.length - 1;
  layer.cancelSettle?.();
  layer.cancelSettle = undefined;
  stack.splice(index, 1);
  applyInert();
  if (!stack.length) listen(false);
  // A layer closed underneath another (the pop-up the cart panel replaced) leaves focus where it is.
  if (!restoreFocus || !wasTop) return;
  if (layer.returnTo.some((el) => el.isConnected && !el.closest('[inert]') && tryFocus(el))) return;
  const below = top();
  if (below) moveFocusIn(below);
}

/** Tests: the layers still open (none between tests). */
export function openLayerCount(): number {
  return stack.length;
}
