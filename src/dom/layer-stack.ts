/**
 * The open layers of the focus model (src/dom/focus-model.ts), bottom to top. Module state on
 * purpose: every dialog and drawer of the page shares one stack, so a pop-up over a drawer is
 * on top of it whichever widget opened either.
 */

export interface LayerOptions {
  /** The dialog or drawer: focus moves into it and stays there. */
  dialog: HTMLElement;
  /** Elements outside the dialog that stay live: its backdrop or overlay (a click on it closes). */
  alsoLive?: Element[];
  /** What gets focus on open; default the first focusable element, else the dialog itself. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus returns on close; default the element focused when the layer opened. */
  returnFocusTo?: Element | null;
  /** Esc was pressed while this layer was on top. */
  onEscape(): void;
  /**
   * Make the page inert and move focus in after the next frame is painted (Esc and the Tab trap
   * work at once): for a drawer that changes the whole page (the cart panel, the mobile menu).
   * Inert restyles the page, and focus at once would lay it out in the click and again for the
   * paint. Where there are no frames (no requestAnimationFrame), at once.
   */
  afterPaint?: boolean;
}

export interface OpenLayer extends LayerOptions {
  /** Where focus goes on close, in order: the opener, then the opener's own opener (a pop-up opened from a drawer). */
  returnTo: HTMLElement[];
  /** Inert and focus are still to come (afterPaint): cancels them. */
  cancelSettle?: () => void;
}

export const stack: OpenLayer[] = [];

export const top = (): OpenLayer | undefined => stack[stack.length - 1];

/** Inside the layer: its dialog, or what it keeps live beside it (its backdrop). */
export const isInside = (layer: OpenLayer, node: Node): boolean => layer.dialog.contains(node) || Boolean(layer.alsoLive?.some((el) => el.contains(node)));

/** Where focus returns when a layer opened from `opener` closes: the opener, then the layer below's own openers. */
export function openerChain(opener: Element | null | undefined): HTMLElement[] {
  if (!(opener instanceof HTMLElement) || opener === document.body) return [];
  const below = stack.find((layer) => layer.dialog.contains(opener));
  return [opener, ...(below?.returnTo ?? [])];
}
