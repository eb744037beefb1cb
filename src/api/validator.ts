/**
 * How every server answer is checked, and every value the config reads: by a small read written
 * by hand — the value as it was expected, or undefined when it is not — made into a Validator by
 * check(). No schema library: the cart's answers are read by the start-up code (a first page
 * view refreshes the fragments, a click adds to cart), where zod/mini alone would take about a
 * third of the 20 KB gz the page may fetch at load, and one way everywhere beats two.
 * The Validator keeps zod's `safeParse` shape, so a theme's own zod/mini schema still works as
 * the REST client's `schema` (docs/api.md).
 */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A Validator from a read that gives `{ value }` when the answer is as expected (the value may be anything, undefined too). */
export function check<T>(read: (value: unknown) => { value: T } | undefined): Validator<T> {
  return {
    safeParse(value) {
      const result = read(value);
      return result ? { success: true, data: result.value } : { success: false };
    },
  };
}

/** A plain object (not null, not an array): what a JSON answer's `{…}` is. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
