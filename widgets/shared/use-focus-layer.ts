import { useEffect, useRef, type RefObject } from 'react';
import { openLayer } from '../../src/dom/focus-model';

export interface FocusLayerOptions {
  /** Esc on the open layer. */
  onEscape(): void;
  /** What gets focus on open; default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close; default the element focused when it opened. */
  returnFocusTo?: Element | null;
}

/**
 * The React face of the one focus model (src/dom/focus-model.ts): while `open`, `dialog` is a
 * modal layer — the page behind inert, focus moved in and trapped, Esc → onEscape,
 * focus back to the opener when it closes or unmounts. Drawers on server markup call the model
 * directly; both end up in the same layer stack, so a pop-up over a drawer behaves the same
 * whichever kind each is. `dialog` is the element itself, not a ref, so the layer opens once it
 * is rendered (a portal renders its children a moment after the component that holds it).
 */
export function useFocusLayer(dialog: HTMLElement | null, open: boolean, options: FocusLayerOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!open || !dialog) return;
    const layer = openLayer({
      dialog,
      initialFocus: () => latest.current.initialFocus?.current,
      returnFocusTo: latest.current.returnFocusTo,
      onEscape: () => latest.current.onEscape(),
    });
    return () => layer.release();
  }, [open, dialog]);
}
