/**
 * The one focus model of every dialog and drawer (DESIGN §10), server markup and React alike.
 *
 * While a layer is open:
 * - everything behind it is natively `inert`: the siblings of the dialog and of each of its
 *   ancestors up to <html> (so neither Tab, a click nor a screen reader reaches the page), and
 *   exactly those — what the page had made inert itself is left alone and stays inert after;
 * - live regions outside the dialog (the cart announcer, the toast stack, a notice with
 *   role="alert") stay out of that set, so what they say is still announced; only their
 *   controls (a toast's close button) are made inert;
 * - Tab and Shift+Tab wrap inside the dialog, focus that lands outside is brought back, Esc
 *   closes it;
 * - focus moves in on open and goes back to the opener on close.
 *
 * Layers stack (a pop-up over a drawer): only the top one traps and answers Esc, and the inert
 * set always follows the top one, so layers may close in any order.
 */

const FOCUSABLE = [
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

/** What announces by itself: it must stay in the accessibility tree behind an open dialog. */
const LIVE_REGION = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** Elements that render nothing: never marked. */
const NOT_RENDERED = new Set(['HEAD', 'SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

/** How long focus may wait for a drawer that slides in from `visibility:hidden` to become focusable. */
const FOCUS_SETTLE_MS = 1000;

/** The elements of `container` a Tab can reach, in order (hidden ones — closed submenus — left out). */
export function focusablesIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

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
   * work at once). Inert restyles the whole page: the cart panel that opens after an add is
   * shown a frame sooner. Where there are no frames (no requestAnimationFrame), at once.
   */
  afterPaint?: boolean;
}

export interface Layer {
  /** Closes the layer: the page behind is live again, focus goes back (unless told not to). */
  release(options?: { restoreFocus?: boolean }): void;
}

interface OpenLayer extends LayerOptions {
  /** Where focus goes on close, in order: the opener, then the opener's own opener (a pop-up opened from a drawer). */
  returnTo: HTMLElement[];
  /** Inert and focus are still to come (afterPaint): cancels them. */
  cancelSettle?: () => void;
}

const stack: OpenLayer[] = [];
/** The elements this module made inert (and only those are ever un-made). */
const madeInert = new Set<HTMLElement>();
let observer: MutationObserver | null = null;

const top = (): OpenLayer | undefined => stack[stack.length - 1];
const isInside = (layer: OpenLayer, node: Node): boolean => layer.dialog.contains(node) || Boolean(layer.alsoLive?.some((el) => el.contains(node)));

/** The outermost of `elements` (one inside another is covered by it). */
function outermost(elements: Element[]): Element[] {
  return elements.filter((el, i) => !elements.some((other, j) => j !== i && other !== el && other.contains(el)));
}

/** What must be inert while `layer` is on top. */
function inertSetFor(layer: OpenLayer): Set<HTMLElement> {
  const live = Array.from(document.querySelectorAll(LIVE_REGION)).filter((el) => !isInside(layer, el) && !el.contains(layer.dialog));
  const kept = outermost([layer.dialog, ...(layer.alsoLive ?? []), ...live].filter((el) => el.isConnected));
  const keptSet = new Set(kept);
  const path = new Set<Element>();
  for (const el of kept) for (let node = el.parentElement; node && !path.has(node); node = node.parentElement) path.add(node);

  const result = new Set<HTMLElement>();
  for (const parent of path) {
    for (const child of Array.from(parent.children)) {
      if (path.has(child) || keptSet.has(child) || NOT_RENDERED.has(child.tagName) || !(child instanceof HTMLElement)) continue;
      result.add(child);
    }
  }
  // A live region is still heard, but its controls are behind the dialog like the rest.
  for (const region of kept) {
    if (region === layer.dialog || layer.alsoLive?.includes(region)) continue;
    region.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((el) => result.add(el));
  }
  return result;
}

/** Brings the page's inert marks in line with the top layer (none when nothing is open). */
function applyInert(): void {
  const layer = top();
  if (layer?.cancelSettle) return; // its inert set comes after the next paint
  const wanted = layer ? inertSetFor(layer) : new Set<HTMLElement>();
  for (const el of madeInert) {
    if (wanted.has(el)) continue;
    el.removeAttribute('inert');
    madeInert.delete(el);
  }
  for (const el of wanted) {
    if (madeInert.has(el) || el.hasAttribute('inert')) continue;
    el.setAttribute('inert', '');
    madeInert.add(el);
  }
}

/** Focuses `el` and says whether it took (an element still `visibility:hidden` does not). */
function tryFocus(el: HTMLElement | null | undefined): boolean {
  if (!el) return false;
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

function focusInto(layer: OpenLayer): boolean {
  return tryFocus(layer.initialFocus?.()) || tryFocus(focusablesIn(layer.dialog)[0]) || tryFocus(layer.dialog);
}

/**
 * Moves focus in, and keeps trying for a moment: a drawer that slides in from
 * `visibility:hidden` (the theme's mobile menu) cannot take focus in the frame it opens.
 */
function moveFocusIn(layer: OpenLayer): void {
  const deadline = Date.now() + FOCUS_SETTLE_MS;
  const attempt = () => {
    if (top() !== layer || layer.dialog.contains(document.activeElement)) return;
    if (focusInto(layer) || Date.now() > deadline || typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(attempt);
  };
  attempt();
}

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

function listen(on: boolean): void {
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

function openerChain(opener: Element | null | undefined): HTMLElement[] {
  if (!(opener instanceof HTMLElement) || opener === document.body) return [];
  const below = stack.find((layer) => layer.dialog.contains(opener));
  return [opener, ...(below?.returnTo ?? [])];
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

/** Runs fn in a task after the next frame is painted; returns the cancel. */
function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
