/**
 * For each selector list, the elements under root (root included) that match it, in document
 * order: ONE query for all of them, then each element found checked against each list.
 *
 * One query per hook's key (the class of its last compound) was the faster walk of a page of
 * 31,000 elements (~24 ms against ~39 at 4× CPU), and took a selector parser of ~0.4 KB gz in
 * the start-up code. A page that long is a listing of 2,000 products, and its product loop is
 * no longer walked (src/dom/long-loops.ts); on the demo's other pages the two could not be told
 * apart (bench/ab.mjs, docs/performance.md "One query for all the hooks").
 */
export function elementsForEach(root: ParentNode, selectors: string[]): Element[][] {
  // An empty list is no selector at all: the browser would throw on it.
  if (!selectors.length) return [];
  const all = selectors.join();
  const found = Array.from(root.querySelectorAll(all));
  if (root instanceof Element && root.matches(all)) found.unshift(root);
  return selectors.map((selector) => found.filter((el) => el.matches(selector)));
}

/** Every element under root (and root itself) that matches the selector list, in document order. */
export function elementsIn(root: ParentNode, selector: string): Element[] {
  return elementsForEach(root, [selector])[0]!;
}
