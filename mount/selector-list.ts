/**
 * The top-level parts of a selector list: 'a, b:is(c, d), [x="1,2"]' → ['a', 'b:is(c, d)', '[x="1,2"]'].
 * Commas inside parentheses, brackets and quotes belong to their part.
 */
export function selectorParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

const partsCache = new Map<string, string[]>();

function partsOf(selector: string): string[] {
  let parts = partsCache.get(selector);
  if (!parts) {
    parts = selectorParts(selector);
    partsCache.set(selector, parts);
  }
  return parts;
}

const inDocumentOrder = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

/** Every element under root (and root itself) that matches the selector list, in document order. */
export function elementsIn(root: ParentNode, selector: string): Element[] {
  return elementsForEach(root, [selector])[0]!;
}

/** An id, maybe with attribute conditions (`#x`, `#x[data-y]`): the browser finds it by its id, not by a walk. */
const BY_ID = /^#[\w-]+(\[[^\]]*\])*$/;

interface Plan {
  /** Everything that needs a walk of the page, as one list. */
  walk: string;
  /** Per selector: its parts that need a walk (as a list, for matches()), and its id parts. */
  each: { walked: string; ids: string[] }[];
}

const plans = new Map<string, Plan>();

function planFor(selectors: string[]): Plan {
  const key = selectors.join('\n');
  let plan = plans.get(key);
  if (!plan) {
    const walk = new Set<string>();
    const each = selectors.map((selector) => {
      const parts = partsOf(selector);
      const walked = parts.filter((part) => !BY_ID.test(part));
      walked.forEach((part) => walk.add(part));
      return { walked: walked.join(', '), ids: parts.filter((part) => BY_ID.test(part)) };
    });
    plan = { walk: [...walk].join(', '), each };
    plans.set(key, plan);
  }
  return plan;
}

/**
 * For each selector list, the elements under root (root included) that match it, in document
 * order — with ONE walk of the page for all of them. A walk is what costs: on the listing of
 * 2,000 products (31,000 elements) at 4× CPU, each querySelectorAll right after the page is
 * parsed took 3–12 ms, so one per widget hook cost ~170 ms; one list of all the hooks is a
 * single walk (measured there: 19 class selectors one by one 55–107 ms, as one list 26–32 ms).
 * Ids are looked up by id, outside the walk. Each element found is then given to the lists it
 * matches (few elements: a page has many products, not many hooks).
 */
export function elementsForEach(root: ParentNode, selectors: string[]): Element[][] {
  const plan = planFor(selectors);
  const walked = plan.walk ? Array.from(root.querySelectorAll(plan.walk)) : [];
  const self = root instanceof Element ? root : null;
  return plan.each.map(({ walked: list, ids }, i) => {
    let found = list ? walked.filter((el) => el.matches(list)) : [];
    if (ids.length) {
      const all = new Set(found);
      for (const id of ids) root.querySelectorAll(id).forEach((el) => all.add(el));
      found = all.size > found.length ? [...all].sort(inDocumentOrder) : found;
    }
    if (self?.matches(selectors[i]!)) found.unshift(self);
    return found;
  });
}
