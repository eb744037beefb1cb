// Reads of the values PHP prints in answers and globals; the config reads the same spellings
// (src/config/checks.ts: `numeric`, and `configFlag`, stricter, so that a typo is reported).

/** What a "yes"/"no"/1/"1"/true flag printed by PHP means; undefined for what is no flag (an object, null). */
export function phpBoolean(value: unknown): boolean | undefined {
  if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') return undefined;
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}
