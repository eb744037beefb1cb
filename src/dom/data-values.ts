import { log } from '../lib/log';

/**
 * The `data-*` values a widget reads, declared in its contract with a type and a default (as
 * Stimulus' value properties): `{ productId: number(), quantity: number({ default: 1 }),
 * mode: oneOf(['a', 'b']) }`. A key is the attribute as `dataset` names it (`clipboardText` is
 * `data-clipboard-text`, `post_id` is `data-post_id`). A missing attribute gives the default; a
 * bad value gives the default too, with ONE console error (per element and attribute) naming
 * the widget, the element and the attribute. No zod here: this runs in the start-up code, and
 * zod/mini alone would cost about a third of its budget (docs/DEVELOPING.md "Declared data").
 */
export interface DataValue<T> {
  /** The value, or undefined when the text is not one. */
  parse(raw: string): T | undefined;
  fallback: T;
  /** What a good value looks like, for the error. */
  expected: string;
  /** Whether an empty attribute (`data-x=""`) is a value (strings) or counts as missing. */
  emptyIsValue?: boolean;
}

export type DataSpec = Record<string, DataValue<unknown>>;
export type DataValues<S extends DataSpec> = { [K in keyof S]: S[K] extends DataValue<infer T> ? T : never };

/** Text as it is ('' by default); `match` makes it a pattern that the whole value must fit. */
export const string = ({ default: fallback = '', match }: { default?: string; match?: RegExp } = {}): DataValue<string> => ({
  parse: (raw) => (!match || match.test(raw) ? raw : undefined),
  fallback,
  expected: match ? `text matching ${match}` : 'text',
  emptyIsValue: !match,
});

/** A finite number (0 by default). */
export const number = ({ default: fallback = 0 }: { default?: number } = {}): DataValue<number> => ({
  parse: (raw) => (raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined),
  fallback,
  expected: 'a number',
});

/** `true`/`1`/`yes` or `false`/`0`/`no` (false by default). */
export const boolean = ({ default: fallback = false }: { default?: boolean } = {}): DataValue<boolean> => ({
  parse: (raw) => (/^(true|1|yes)$/i.test(raw) ? true : /^(false|0|no)$/i.test(raw) ? false : undefined),
  fallback,
  expected: 'true or false',
});

/** One of a few words (the first by default). */
export const oneOf = <T extends string>(values: readonly T[], fallback: T = values[0]!): DataValue<T> => ({
  parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
  fallback,
  expected: `one of ${values.join(', ')}`,
});

const attributeOf = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
/** Elements and attributes already reported: a bad value is said once, not at every click. */
const reported = new WeakMap<Element, Set<string>>();

/** Reads the declared values of one element (see DataValue). */
export function readData<S extends DataSpec>(widget: string, el: Element, spec: S): DataValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    const attribute = attributeOf(key);
    const raw = el.getAttribute(attribute);
    const parsed = raw === null || (raw === '' && !value.emptyIsValue) ? value.fallback : value.parse(raw);
    values[key] = parsed === undefined ? badValue(widget, el, attribute, raw!, value) : parsed;
  }
  return values as DataValues<S>;
}

function badValue(widget: string, el: Element, attribute: string, raw: string, value: DataValue<unknown>): unknown {
  const said = reported.get(el) ?? new Set();
  if (!said.has(attribute)) {
    said.add(attribute);
    reported.set(el, said);
    log.error(`widget "${widget}": ${describe(el)} has ${attribute}="${raw}", expected ${value.expected}; using ${JSON.stringify(value.fallback)}.`, el);
  }
  return value.fallback;
}

/** `<span#id.a.b>`: enough to find the element in the page source. */
function describe(el: Element): string {
  const classes = Array.from(el.classList, (c) => `.${c}`).join('');
  return `<${el.localName}${el.id ? `#${el.id}` : ''}${classes}>`;
}
