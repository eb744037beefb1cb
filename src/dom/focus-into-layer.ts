import { focusablesIn, tryFocus } from './focusable';
import { type OpenLayer, top } from './layer-stack';

/** How long focus may wait for a drawer that slides in from `visibility:hidden` to become focusable. */
const FOCUS_SETTLE_MS = 1000;

/** Focuses the layer's chosen element, else its first focusable one, else the dialog itself. */
export function focusInto(layer: OpenLayer): boolean {
  return tryFocus(layer.initialFocus?.()) || tryFocus(focusablesIn(layer.dialog)[0]) || tryFocus(layer.dialog);
}

/**
 * Moves focus in, and keeps trying for a moment: a drawer that slides in from
 * `visibility:hidden` (the theme's mobile menu) cannot take focus in the frame it opens.
 */
export function moveFocusIn(layer: OpenLayer): void {
  const deadline = Date.now() + FOCUS_SETTLE_MS;
  const attempt = () => {
    if (top() !== layer || layer.dialog.contains(document.activeElement)) return;
    if (focusInto(layer) || Date.now() > deadline || typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(attempt);
  };
  attempt();
}
