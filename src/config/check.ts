import type { Validator } from '../api/validator';

/**
 * An answer checked by hand (./checks.ts has the readers) in zod's `safeParse` shape. Only code
 * that loads later checks answers, so this is apart from the readers the start-up code uses.
 */
export function check<T>(read: (value: unknown) => { value: T } | undefined): Validator<T> {
  return {
    safeParse(value) {
      const result = read(value);
      return result ? { success: true, data: result.value } : { success: false };
    },
  };
}
