import type { Validator } from '../api/validator';

// The config's value checks, by hand: the config is read at start-up, and zod (~8 KB gzip with
// the schemas) would be a quarter of the start-up budget for five kinds of value. They keep
// zod's `safeParse` shape, so a zod schema can stand in for one (src/api/validator.ts).

export function check<T>(read: (value: unknown) => { value: T } | undefined): Validator<T> {
  return {
    safeParse(value) {
      const result = read(value);
      return result ? { success: true, data: result.value } : { success: false };
    },
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = check((value) => (typeof value === 'string' ? { value } : undefined));

/**
 * A config flag: only the spellings PHP and WooCommerce print, so a typo ("ture", "ja") is
 * reported and falls back to the default instead of silently reading false.
 */
export const configFlag = check((value) =>
  typeof value === 'boolean' || value === 0 || value === 1 || ['yes', 'no', '1', '0', 'true', 'false', ''].includes(value as string)
    ? { value: value === true || value === 1 || value === '1' || value === 'yes' || value === 'true' }
    : undefined,
);

/** A number that PHP may print as a string ("5000"). */
export const numeric = check((value) =>
  typeof value === 'number' ? { value } : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? { value: Number(value) } : undefined,
);

/** An object of string → string (message overrides, loader texts). */
export const textRecord = check((value) =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string') ? { value: value as Record<string, string> } : undefined,
);

export const textList = check((value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? { value: value as string[] } : undefined));
