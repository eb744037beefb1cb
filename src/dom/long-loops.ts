/**
 * WooCommerce's product loop: `ul.products` (WooCommerce's loop-start.php), the theme's
 * `div.products` (its woocommerce/loop/loop-start.php); each child is a product card.
 */
const LOOP = '.products';

/**
 * A loop with more cards than this is long: its cards are scanned as they come near the viewport
 * (mount/loop-cards.ts), not with the page. A shop page shows 12–48 products; a listing of 2,000
 * holds 30,000 of its page's 31,000 elements, and every walk of them cost 1–6 ms at 4× CPU.
 */
export const LONG_LOOP_CARDS = 200;

/** A piece of the page: a whole subtree, an element alone (an ancestor of a loop), or a long loop. */
export type Piece = [el: Element, kind: 'whole' | 'alone' | 'loop'];

/**
 * The page in pieces around its long product loops, in document order: each long loop, each
 * ancestor of a loop (alone), and every other subtree (whole); none where the page has no long
 * loop. No query walks inside a loop: each stops at the first loop it meets.
 */
export function pageAroundLongLoops(): Piece[] {
  const pieces: Piece[] = [];
  const cut = (el: Element): void => {
    // Its card after the last one a short loop may have, not childElementCount (which counts all 2,000: 3 ms at 4× CPU).
    if (el.matches(LOOP)) pieces.push([el, el.children[LONG_LOOP_CARDS] ? 'loop' : 'whole']);
    else if (!el.querySelector(LOOP)) pieces.push([el, 'whole']);
    else {
      pieces.push([el, 'alone']);
      for (const child of Array.from(el.children)) cut(child);
    }
  };
  cut(document.documentElement);
  return pieces.some(([, kind]) => kind === 'loop') ? pieces : [];
}

/**
 * An element matching selector outside the page's long loops where there is one, else the first
 * anywhere: for what every copy on the page shows alike (a cart fragment), found without walking
 * a long listing's cards.
 */
export function oneOutsideLongLoops(selector: string): Element | null {
  for (const [el, kind] of pageAroundLongLoops()) {
    const one = kind !== 'loop' && (el.matches(selector) ? el : kind === 'whole' && el.querySelector(selector));
    if (one) return one;
  }
  return document.querySelector(selector);
}
