import type { Piece } from '../src/dom/long-loops';
import { type Job, scan } from './scan-walks';

/**
 * How near the viewport a long loop's card is scanned: Chromium's distance for loading lazy
 * images on a fast connection. A shopper who scrolls, or a screen reader that moves through the
 * cards (it scrolls the page as it reads), finds every card enhanced before it is in view.
 */
const NEAR_PX = 1250;

/** The intent that reaches a card before its scan would (a layout whose cards are not in rows). */
const INTENT = ['focusin', 'pointerover'] as const;

/**
 * The first scan of a page with long product loops (src/dom/long-loops.ts): the pieces around
 * the loops at once, each loop's cards as they come near (followCards). `skip` says which
 * elements not to scan (the scanner stopped; markup added later, which the scanner scanned when
 * it came). Returns the stop.
 */
export function scanAround(pieces: Piece[], list: Job[], skip: (el: Element) => boolean): () => void {
  const scanWhole = (root: Element) => skip(root) || scan(root, list);
  const loops: Element[] = [];
  for (const [el, kind] of pieces) {
    if (kind === 'loop') loops.push(el);
    else if (kind === 'whole') scanWhole(el);
    // An ancestor of a loop: itself, not what it holds.
    else if (!skip(el)) for (const [selector, apply] of list) if (el.matches(selector)) apply(el);
  }
  return followCards(loops, (cards) => cards.forEach(scanWhole));
}

/**
 * Scans the cards of long product loops as they come within NEAR_PX of the viewport, a batch of
 * cards at a time: the first check after the loops are laid out, then after the page scrolls or
 * a loop changes size (a column count that changes, a tab that shows it), and a card at once when
 * focus or the pointer reaches it first. Cards come in rows, top to bottom, so the first near card
 * is found by halving (about 11 boxes read for 2,000 cards), not by an observer per card:
 * observing every card of the listing of 2,000 took 12–17 ms at 4× CPU (docs/performance.md).
 * Returns the stop.
 */
export function followCards(loops: Element[], scan: (cards: Element[]) => void): () => void {
  const scanned = new WeakSet<Element>();
  const take = (cards: Element[]) => {
    const fresh = cards.filter((card) => !scanned.has(card));
    fresh.forEach((card) => scanned.add(card));
    if (fresh.length) scan(fresh);
  };
  if (typeof ResizeObserver !== 'function') {
    // No way to know when the cards are laid out: every card now, as the page is.
    take(loops.flatMap((loop) => Array.from(loop.children)));
    return () => {};
  }

  function near(loop: Element): Element[] {
    const cards = loop.children;
    const top = -NEAR_PX;
    const bottom = innerHeight + NEAR_PX;
    let first = 0;
    for (let last = cards.length; first < last; ) {
      const middle = (first + last) >> 1;
      if (cards[middle]!.getBoundingClientRect().bottom < top) first = middle + 1;
      else last = middle;
    }
    const found: Element[] = [];
    for (let i = first; i < cards.length && cards[i]!.getBoundingClientRect().top <= bottom; i++) found.push(cards[i]!);
    return found;
  }

  // A task of its own, after the frame that laid the cards out or scrolled them: the observer's
  // callbacks and scroll events run inside that frame, which on a long listing is a long task
  // already, and every ms added to it counts as blocking time. Its boxes are still good then.
  let soon: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    soon ??= setTimeout(() => {
      soon = undefined;
      take(loops.filter((loop) => loop.isConnected).flatMap(near));
    });
  };
  const onIntent = (event: Event) => {
    for (let el = event.target as Element | null; el?.parentElement; el = el.parentElement) if (loops.includes(el.parentElement)) return take([el]);
  };
  const resized = new ResizeObserver(check);
  loops.forEach((loop) => resized.observe(loop));
  // Capture: a loop in a scrolling box (a carousel) scrolls without a scroll event on the page.
  addEventListener('scroll', check, { capture: true, passive: true });
  INTENT.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  return () => {
    clearTimeout(soon);
    resized.disconnect();
    removeEventListener('scroll', check, { capture: true });
    INTENT.forEach((type) => document.removeEventListener(type, onIntent, { capture: true }));
  };
}
