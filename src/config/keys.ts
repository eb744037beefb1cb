import type { Reader } from './checks';

/**
 * One key of a config section as the start-up code reads it: how its value is read, its spec
 * default, and whether a page that prints the section must give it. What was expected of a key
 * (the text of its console error) is not here: it loads only when a value is wrong (./report.ts).
 */
export type Key<T> = readonly [read: Reader<T>, fallback: T, required?: boolean];

export const key = <T>(read: Reader<T>, fallback: T, required?: boolean): Key<T> => [read, fallback, required];

export type Keys = Record<string, Key<unknown>>;
export type SectionValue<K extends Keys> = { [N in keyof K]: K[N] extends Key<infer T> ? T : never };

/** A value the page got wrong: its key (`section.key`), what it was, and, where the key alone does not say, what was expected. */
export interface ConfigProblem {
  key: string;
  got: unknown;
  expected?: string;
}

/**
 * Reads a section key by key, so one bad value costs only that key: it takes its default, and
 * the problem is noted for one console error naming it; the rest of the page keeps working.
 */
export function readKeys<K extends Keys>(section: string, raw: unknown, keys: K, problems: ConfigProblem[]): SectionValue<K> {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : undefined;
  if (raw != null && !source) problems.push({ key: section, expected: 'an object', got: raw });
  const out: Record<string, unknown> = {};
  for (const name in keys) {
    const [read, fallback, required] = keys[name]!;
    const value = source?.[name];
    const valid = value == null ? undefined : read(value);
    if (valid === undefined && (value != null || (source && required))) problems.push({ key: `${section}.${name}`, got: value });
    out[name] = valid ?? fallback;
  }
  return out as SectionValue<K>;
}
