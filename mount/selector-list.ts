const blank = (text: string) => '!'.repeat(text.length);

/**
 * The selector with what stands inside quotes, brackets and parentheses (and escapes) blanked
 * out, character for character: what is left is the selector's own structure (its top-level
 * commas, combinators and classes), at the same places as in the selector.
 */
function topLevel(selector: string): string {
  let text = selector.replace(/\\.|"(\\.|[^"\\])*"|'(\\.|[^'\\])*'/g, blank).replace(/\[[^\]]*\]/g, blank);
  // Innermost parentheses first, until none is left (`:not(:is(.a))`).
  for (let last = ''; last !== text; ) {
    last = text;
    text = text.replace(/\([^()]*\)/g, blank);
  }
  return text;
}

/**
 * The top-level parts of a selector list: 'a, b:is(c, d), [x="1,2"]' → ['a', 'b:is(c, d)', '[x="1,2"]'].
 * Commas inside parentheses, brackets and quotes belong to their part.
 */
export function selectorParts(list: string): string[] {
  let at = 0;
  return topLevel(list)
    .split(',')
    .map((part) => {
      const text = list.slice(at, at + part.length).trim();
      at += part.length + 1;
      return text;
    })
    .filter(Boolean);
}

const inDocumentOrder = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

/** Every element under root (and root itself) that matches the selector list, in document order. */
export function elementsIn(root: ParentNode, selector: string): Element[] {
  return elementsForEach(root, [selector])[0]!;
}

/** A class of the part's last compound outside brackets and parentheses (`ul.x:not(.y)` → x). */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/;

/** A part's leading condition on the body, one class and the space after it (`body.logged-in .x` → `body.logged-in `). */
const BODY = /^body\.[\w-]+ /;

/**
 * What a part is looked for with: the rightmost compound's class where it has one (one class
 * is the browser's fast path; the part itself is checked on the few elements found), else the
 * part. `.a > .b[data-x]`, `.c .b` → `.b`; `img[src*="x"]`, `#x[data-y]` → themselves (the
 * browser finds an id by its id, not by a walk); a part with an escape → itself. A part under
 * a condition on the page's body that this page's body does not meet (`body.woocommerce-cart
 * .x` on a product page: WordPress and WooCommerce say in body classes what a page is, and no
 * script changes those) matches nothing: it is looked for by an id no page has, not by a walk.
 */
export function walkKey(part: string): string {
  const body = BODY.exec(part)?.[0];
  if (body && !document.body?.matches(body)) return '#shop-widgets-nowhere';
  const outside = topLevel(part);
  // Only what stands outside brackets and parentheses says what the element itself is.
  const cls = !part.includes('\\') && CLASS.exec(outside.slice(outside.search(/[^\s>+~]*$/)));
  return cls ? `.${cls[1]}` : part;
}

interface Plan {
  /** Each key to look for, with the selectors (their index) that have a part with that key. */
  keys: Map<string, number[]>;
  /** Per selector: how many keys it has (more than one: its elements are sorted). */
  keyCount: number[];
}

const plans = new Map<string, Plan>();

/**
 * Each plan is made once per page, however often it is asked for (the first scan's, the scans
 * of added markup, activateIsland's): the parsing is start-up time. The body-class conditions
 * (walkKey) are decided then too, so a test that gives one document's body other classes must
 * ask for lists that are new to it (a key with the body's classes would cost the start-up code
 * bytes the product page does not have).
 */
function planFor(selectors: string[]): Plan {
  const planKey = selectors.join('\n');
  let plan = plans.get(planKey);
  if (!plan) {
    const keys = new Map<string, number[]>();
    const keyCount = selectors.map((selector, i) => {
      const own = new Set(selectorParts(selector).map(walkKey));
      for (const key of own) {
        const users = keys.get(key);
        if (users) users.push(i);
        else keys.set(key, [i]);
      }
      return own.size;
    });
    plan = { keys, keyCount };
    plans.set(planKey, plan);
  }
  return plan;
}

/**
 * For each selector list, the elements under root (root included) that match it, in document
 * order. Each key (walkKey) is ONE `querySelectorAll` of its own, shared by every list that has
 * it: a single class, an id or a tag with attribute conditions is the browser's fast path, while
 * a list of selectors in one query tests every selector on every element. On the listing of
 * 2,000 products (31,000 elements) at 4× CPU, the first scan's 21 keys took 32 ms as one list
 * and 26 ms one by one (bench/ab.mjs, docs/performance.md). What a key finds (few elements: a
 * page has many products, not many hooks) is checked against each list in full.
 */
export function elementsForEach(root: ParentNode, selectors: string[]): Element[][] {
  const { keys, keyCount } = planFor(selectors);
  const found: Element[][] = selectors.map(() => []);
  for (const [key, users] of keys)
    for (const el of Array.from(root.querySelectorAll(key))) for (const i of users) if (el.matches(selectors[i]!)) found[i]!.push(el);
  const self = root instanceof Element ? root : null;
  return found.map((mine, i) => {
    // Found by more than one key: once each, in document order.
    if (keyCount[i]! > 1) mine = [...new Set(mine)].sort(inDocumentOrder);
    if (self?.matches(selectors[i]!)) mine.unshift(self);
    return mine;
  });
}
