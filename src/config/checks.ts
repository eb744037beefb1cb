import { isRecord } from '../api/http';

// The config's values are checked as the server's answers are (src/api/http.ts): by hand.
// A config key is read by a plain reader: the value, or undefined when it is not of its kind.

/** Reads one config value: the value as the config holds it, or undefined when it is not of its kind. */
export type Reader<T> = (value: unknown) => T | undefined;

export const text: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);

/**
 * A config flag: only the spellings PHP and WooCommerce print, so a typo ("ture", "ja") is
 * reported and falls back to the default instead of silently reading false.
 */
export const configFlag: Reader<boolean> = (value) =>
  typeof value === 'boolean' || value === 0 || value === 1 || ['yes', 'no', '1', '0', 'true', 'false', ''].includes(value as string)
    ? value === true || value === 1 || value === '1' || value === 'yes' || value === 'true'
    : undefined;

/** A number that PHP may print as a string ("5000"). */
export const numeric: Reader<number> = (value) =>
  typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;

/** An object of string → string (message overrides, loader texts). */
export const textRecord: Reader<Record<string, string>> = (value) =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string') ? (value as Record<string, string>) : undefined;

export const textList: Reader<string[]> = (value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined);
