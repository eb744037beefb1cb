import * as z from 'zod/mini';

// zod schemas for the values PHP prints in answers. The config reads the same spellings with
// the hand-written checks of src/config/checks.ts (start-up code, without zod).

/** What a "yes"/"no"/1/"1"/true flag printed by PHP means. */
export const phpBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'yes' || value === 'true'),
);

/** A number that PHP may print as a string ("5000"). */
export const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);
