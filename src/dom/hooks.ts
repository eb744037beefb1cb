import { loadChunk } from '../lib/load-chunk';

/**
 * The page's hooks: the elements that match each widget's selectors, and the `data-*` values
 * they declare.
 */

/**
 * For each selector list, the elements under root (root included) that match it, in document
 * order: one query per list, as the browser answers a single list much faster than one long
 * list of them all (docs/performance.md, "Finding the hooks").
 */
export function elementsForEach(root: ParentNode, selectors: string[]): Element[][] {
  return selectors.map((selector) => elementsIn(root, selector));
}

/** Every element under root (and root itself) that matches the selector list, in document order. */
export function elementsIn(root: ParentNode, selector: string): Element[] {
  const found = Array.from(root.querySelectorAll(selector));
  if (root instanceof Element && root.matches(selector)) found.unshift(root);
  return found;
}

/**
 * The `data-*` values a widget reads, declared in its contract by their defaults, whose type is
 * the value's type (as Stimulus' value properties): `{ productId: 0, label: '', open: false,
 * mode: ['list', 'grid'], code: /^[A-Z0-9]+$/ }` — a number, text, a boolean, one of a few words
 * (the first is the default) or text that must match a pattern ('' by default). A key is the
 * attribute as `dataset` names it (`clipboardText` is `data-clipboard-text`, `post_id` is
 * `data-post_id`). A missing attribute gives the default; a bad value gives the default too,
 * with ONE console error (per element and attribute) naming the widget, the element and the
 * attribute; its words load only with a bad value (./data-report.ts). Plain data, and no zod: contracts are start-up code, and zod/mini alone would cost
 * about a third of its budget (docs/DEVELOPING.md "Declared data-* values").
 */
export type DataDefault = string | number | boolean | readonly string[] | RegExp;
export type DataSpec = Record<string, DataDefault>;
type ValueOf<D> = D extends readonly (infer W)[] ? W : D extends RegExp | string ? string : D extends number ? number : D extends boolean ? boolean : never;
export type DataValues<S extends DataSpec> = { [K in keyof S]: ValueOf<S[K]> };

const attributeOf = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The default of a declaration. */
export const fallbackOf = (declared: DataDefault) => (Array.isArray(declared) ? declared[0] : declared instanceof RegExp ? '' : declared);

/** The value of `raw` as declared, or undefined when it is not one. */
function parse(raw: string, declared: DataDefault): unknown {
  if (Array.isArray(declared)) return declared.includes(raw) ? raw : undefined;
  if (declared instanceof RegExp) return declared.test(raw) ? raw : undefined;
  if (typeof declared === 'number') return raw.trim() && Number.isFinite(+raw) ? +raw : undefined;
  if (typeof declared === 'boolean') return /^(true|1|yes)$/i.test(raw) || (/^(false|0|no)$/i.test(raw) ? false : undefined);
  return raw;
}

/** Reads the declared values of one element (see DataDefault). */
export function readData<S extends DataSpec>(widget: string, el: Element, spec: S): DataValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, declared] of Object.entries(spec)) {
    const attribute = attributeOf(key);
    const raw = el.getAttribute(attribute);
    // Empty counts as missing, except for plain text where '' is a value.
    if (raw === null || (raw === '' && typeof declared !== 'string')) {
      values[key] = fallbackOf(declared);
      continue;
    }
    const value = parse(raw, declared);
    if (value === undefined) {
      // The console error's words load with the first bad value (a page with none never fetches them).
      loadChunk(() => import('./data-report')).then(
        (m) => m.reportBadValue(widget, el, attribute, raw, declared),
        () => {},
      );
    }
    values[key] = value ?? fallbackOf(declared);
  }
  return values as DataValues<S>;
}

/** Whether the visitor is signed in: WordPress's `logged-in` body class (body_class()). */
export const signedIn = (): boolean => document.body.classList.contains('logged-in');
