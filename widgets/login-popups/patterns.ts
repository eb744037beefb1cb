/**
 * The general input patterns of SPEC §5, as pure helpers (the register and reset forms check
 * their fields with them before sending).
 */

/** A local part, '@', a domain, and a top-level domain of 2–63 letters. */
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Separators a phone number may be written with: spaces, dots, hyphens, slashes, brackets. */
const PHONE_SEPARATORS = /[\s.\-/()]/g;

/** An optional '+', then 6–15 digits, once separators are removed. */
export function isValidPhone(value: string): boolean {
  return /^\+?\d{6,15}$/.test(value.trim().replace(PHONE_SEPARATORS, ''));
}

/** Accents removed, lowercased, words joined by hyphens ("Tuin & Terras – Café" → "tuin-terras-cafe"). */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
