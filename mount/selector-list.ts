const NESTED = /[(["'\\]/;

/** Calls `each` for every character of a selector outside quotes, brackets and parentheses. */
function forEachTopLevel(text: string, each: (ch: string, i: number) => void): void {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0) each(ch, i);
  }
}

/**
 * The top-level parts of a selector list: 'a, b:is(c, d), [x="1,2"]' → ['a', 'b:is(c, d)', '[x="1,2"]'].
 * Commas inside parentheses, brackets and quotes belong to their part.
 */
export function selectorParts(list: string): string[] {
  // Most hooks are plain (`.a, .b > .c`): no parentheses, brackets or quotes to keep commas in.
  if (!NESTED.test(list))
    return list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  const parts: string[] = [];
  let start = 0;
  forEachTopLevel(list, (ch, i) => {
    if (ch !== ',') return;
    parts.push(list.slice(start, i).trim());
    start = i + 1;
  });
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

const inDocumentOrder = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

/** Every element under root (and root itself) that matches the selector list, in document order. */
export function elementsIn(root: ParentNode, selector: string): Element[] {
  return elementsForEach(root, [selector])[0]!;
}

/** An id, maybe with attribute conditions (`#x`, `#x[data-y]`): the browser finds it by its id, not by a walk. */
const BY_ID = /^#[\w-]+(\[[^\]]*\])*$/;
/** A tag, maybe with attribute conditions (`img[src*="x"]`, `form[name=checkout]`): found through the tag. */
const BY_TAG = /^([a-z][\w-]*)(\[[^\]]*\])*$/i;
/** A class of the part's last compound outside brackets and parentheses (`ul.x:not(.y)` → x). */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/;
/** Where the last compound of a plain part starts (after its last combinator). */
const LAST_COMPOUND = /[^\s>+~]*$/;

/**
 * What a part is looked for with in the walk: the rightmost compound's class where it has one
 * (the browser tests one class per element; the part itself is checked on the few elements
 * found), else the part. `.a > .b[data-x]`, `.c .b` → `.b`.
 */
export function walkKey(part: string): string {
  if (!NESTED.test(part)) {
    const cls = CLASS.exec(part.slice(part.search(LAST_COMPOUND)));
    return cls ? `.${cls[1]}` : part;
  }
  let last = 0;
  forEachTopLevel(part, (ch, i) => {
    if (ch === ' ' || ch === '>' || ch === '+' || ch === '~') last = i + 1;
  });
  const compound = part.slice(last);
  if (compound.includes('\\')) return part;
  // Only what stands outside brackets and parentheses says what the element itself is.
  let outside = '';
  forEachTopLevel(compound, (ch) => {
    outside += ch;
  });
  const cls = CLASS.exec(outside);
  return cls ? `.${cls[1]}` : part;
}

/** How one selector list is found: its id parts, its tag parts, the walk keys of the rest. */
interface Analysis {
  ids: string[];
  /** Tags (lower case) of the parts that are a tag with attribute conditions. */
  tags: string[];
  /** The walk key of each remaining part (walkKey). */
  keys: string[];
  /** The remaining parts as one list, for matches(); '' when none. */
  walked: string;
}

const analyses = new Map<string, Analysis>();

/**
 * Each hook is analysed once per page, however many plans it is in (the first scan's, the
 * scans of added markup with one job more, activateIsland's): the parsing is start-up time.
 */
function analyse(selector: string): Analysis {
  let analysis = analyses.get(selector);
  if (!analysis) {
    const ids: string[] = [];
    const tags: string[] = [];
    const keys: string[] = [];
    const rest: string[] = [];
    for (const part of selectorParts(selector)) {
      if (part[0] === '#' && BY_ID.test(part)) {
        ids.push(part);
        continue;
      }
      const tag = BY_TAG.exec(part)?.[1];
      if (tag) tags.push(tag.toLowerCase());
      else keys.push(walkKey(part));
      rest.push(part);
    }
    analysis = { ids, tags, keys, walked: rest.join(', ') };
    analyses.set(selector, analysis);
  }
  return analysis;
}

interface Plan {
  /** Everything that needs a walk of the page, as one list of cheap keys. */
  walk: string;
  /** Which selectors a walked element may match: by its classes, else by the other keys. */
  byClass: Map<string, number[]>;
  otherKeys: [key: string, selectors: number[]][];
  /** Tags whose elements are taken from the browser's tag index rather than the walk. */
  tags: string[];
  /** Per selector: its parts found in the walk or by tag (as a list, for matches()), its tags and its id parts. */
  each: { walked: string; tags: string[]; ids: string[] }[];
}

const plans = new Map<string, Plan>();
const CLASS_KEY = /^\.[\w-]+$/;

function planFor(selectors: string[]): Plan {
  const planKey = selectors.join('\n');
  let plan = plans.get(planKey);
  if (!plan) {
    const walk = new Map<string, number[]>();
    const tags = new Set<string>();
    const each = selectors.map((selector, i) => {
      const analysis = analyse(selector);
      for (const tag of analysis.tags) tags.add(tag);
      for (const key of analysis.keys) {
        const users = walk.get(key);
        if (!users) walk.set(key, [i]);
        else if (users[users.length - 1] !== i) users.push(i);
      }
      return analysis;
    });
    const byClass = new Map<string, number[]>();
    const otherKeys: Plan['otherKeys'] = [];
    for (const [key, users] of walk) {
      if (CLASS_KEY.test(key)) byClass.set(key.slice(1), users);
      else otherKeys.push([key, users]);
    }
    plan = { walk: [...walk.keys()].join(', '), byClass, otherKeys, tags: [...tags], each };
    plans.set(planKey, plan);
  }
  return plan;
}

/** The elements of these tags under root (the browser keeps an index by tag: no selector test per element). */
function byTag(root: ParentNode, tag: string): Element[] {
  const index = (root as Partial<Pick<Element, 'getElementsByTagName'>>).getElementsByTagName;
  return index ? Array.from(index.call(root, tag)) : Array.from(root.querySelectorAll(tag));
}

/**
 * For each selector list, the elements under root (root included) that match it, in document
 * order — with ONE walk of the page for all of them, and that walk as cheap as it can be. A
 * walk costs per selector in it: on the listing of 2,000 products (31,000 elements) at 4× CPU
 * one class selector took ~6 ms, each more ~1–1.3 ms, however simple. So the walk tests one
 * key per part (its last compound's class: walkKey), the full part is checked with matches()
 * on the few elements found; parts that are a tag with attribute conditions (`img[src*="…"]`)
 * come from the browser's tag index, ids by id. Each element found is then given to the lists
 * it matches (few elements: a page has many products, not many hooks).
 */
export function elementsForEach(root: ParentNode, selectors: string[]): Element[][] {
  const plan = planFor(selectors);
  const found: Element[][] = selectors.map(() => []);
  // Each element the walk found goes to the selectors whose key it has, checked in full there.
  if (plan.walk) {
    for (const el of Array.from(root.querySelectorAll(plan.walk))) {
      const candidates = new Set<number>();
      el.classList.forEach((name) => plan.byClass.get(name)?.forEach((i) => candidates.add(i)));
      for (const [key, users] of plan.otherKeys) if (el.matches(key)) users.forEach((i) => candidates.add(i));
      // None by its classes (a quirks-mode page matches classes in any case): every selector.
      if (!candidates.size) selectors.forEach((_, i) => candidates.add(i));
      for (const i of candidates) if (plan.each[i]!.walked && el.matches(plan.each[i]!.walked)) found[i]!.push(el);
    }
  }
  const tagged = new Map(plan.tags.map((tag) => [tag, byTag(root, tag)]));
  const self = root instanceof Element ? root : null;
  return plan.each.map(({ walked: list, tags, ids }, i) => {
    let mine = found[i]!;
    if (tags.length || ids.length) {
      const all = new Set(mine);
      for (const tag of new Set(tags)) for (const el of tagged.get(tag)!) if (el.matches(list)) all.add(el);
      for (const id of ids) root.querySelectorAll(id).forEach((el) => all.add(el));
      mine = [...all].sort(inDocumentOrder);
    }
    if (self?.matches(selectors[i]!)) mine.unshift(self);
    return mine;
  });
}
