import { FOCUSABLE } from './focusable';
import { isInside, type OpenLayer, top } from './layer-stack';

/**
 * The page behind the top layer of the focus model, natively `inert`: the siblings of the
 * dialog and of each of its ancestors up to <html> (so neither Tab, a click nor a screen reader
 * reaches the page), and exactly those — what the page had made inert itself is left alone and
 * stays inert after. Live regions outside the dialog stay out of that set so what they say is
 * still announced; only their controls (a toast's close button) are made inert.
 */

/** What announces by itself: it must stay in the accessibility tree behind an open dialog. */
const LIVE_REGION = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** Elements that render nothing: never marked. */
const NOT_RENDERED = new Set(['HEAD', 'SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

/** The elements this module made inert (and only those are ever un-made). */
const madeInert = new Set<HTMLElement>();

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
export function applyInert(): void {
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
