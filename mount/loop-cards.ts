import { LONG_LOOP_CARDS, LOOP } from './long-loops';
import { type Job, scan } from './scan-walks';

/**
 * How near the viewport a long loop's card is scanned: Chromium's distance for loading lazy
 * images on a fast connection. A shopper who scrolls, or a screen reader that moves through the
 * cards (it scrolls the page as it reads), finds every card enhanced before it is in view.
 */
const NEAR_PX = 1250;

/** The intent that reaches a card before its scan would (a layout whose cards are not in rows). */
const INTENT = ['focusin', 'pointerover'] as const;

/** A piece of the page: a whole subtree, an element alone (an ancestor of a loop), or a long loop. */
type Piece = [el: Element, kind: 'whole' | 'alone' | 'loop'];

/**
 * The page in pieces around its long product loops (./long-loops.ts), in document order: each
 * long loop, each ancestor of a loop (alone), and every other subtree (whole). No query walks
 * inside a loop: each stops at the first loop it meets.
 */
export function pageAroundLongLoops(): Piece[] {
  const pieces: Piece[] = [];
  const cut = (el: Element): void => {
    // Its card after the last one a short loop may have, not how many it has (which counts them all).
    if (el.matches(LOOP)) pieces.push([el, el.children[LONG_LOOP_CARDS] ? 'loop' : 'whole']);
    else if (!el.querySelector(LOOP)) pieces.push([el, 'whole']);
    else {
      pieces.push([el, 'alone']);
      for (const child of Array.from(el.children)) cut(child);
    }
  };
  cut(document.documentElement);
  return pieces;
}

/**
 * The first scan of a page with a long product loop: the pieces around the loops at once, each
 * loop's cards as they come near (followCards). Markup added later was scanned when it came; a
 * card scanned twice is enhanced once (mount/element-enhancement.ts). Returns the stop. The
 * default export: the scanner's call of it is then the shortest it can be in the start-up code.
 */
export default function scanAround(list: Job[]): () => void {
  const loops: Element[] = [];
  for (const [el, kind] of pageAroundLongLoops()) {
    if (kind === 'loop') loops.push(el);
    else if (kind === 'whole') scan(el, list);
    // An ancestor of a loop: itself, not what it holds.
    else for (const [selector, apply] of list) if (el.matches(selector)) apply(el);
  }
  return followCards(loops, (cards) => cards.forEach((card) => scan(card, list)));
}

/**
 * Scans the cards of long product loops as they come within NEAR_PX of the viewport, a batch of
 * cards at a time: the first check after the loops are laid out, then after the page scrolls or
 * a loop changes size (a column count that changes, a tab that shows it), and a card at once when
 * focus or the pointer reaches it first. Cards come in rows, top to bottom, so the first near card
 * is found by halving (about 11 boxes read for 2,000 cards), not by an observer per card.
 * Returns the stop.
 */
export function followCards(loops: Element[], scanCards: (cards: Element[]) => void): () => void {
  const scanned = new WeakSet<Element>();
  const take = (cards: Element[]) => {
    const fresh = cards.filter((card) => !scanned.has(card));
    fresh.forEach((card) => scanned.add(card));
    if (fresh.length) scanCards(fresh);
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
  // already, and what is added to it counts as blocking time. Its boxes are still good then.
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
