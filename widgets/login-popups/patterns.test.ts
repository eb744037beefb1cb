import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, slugify } from './patterns';

describe('e-mail pattern', () => {
  it('accepts a local part, a domain and a top-level domain of 2 to 63 letters', () => {
    expect(isValidEmail('jan@tuin.nl')).toBe(true);
    expect(isValidEmail('a.b+c@mail.groene-maaier.com')).toBe(true);
    expect(isValidEmail(`x@y.${'a'.repeat(63)}`)).toBe(true);
  });
  it('rejects a 1-letter or 64-letter TLD, digits in the TLD, and missing parts', () => {
    expect(isValidEmail('jan@tuin.n')).toBe(false);
    expect(isValidEmail(`x@y.${'a'.repeat(64)}`)).toBe(false);
    expect(isValidEmail('jan@tuin.n1')).toBe(false);
    expect(isValidEmail('jan@tuin')).toBe(false);
    expect(isValidEmail('@tuin.nl')).toBe(false);
    expect(isValidEmail('jan tuin@tuin.nl')).toBe(false);
  });
});

describe('phone pattern', () => {
  it('accepts an optional + and 6 to 15 digits once separators are removed', () => {
    expect(isValidPhone('+31 (0)20-123 45 67')).toBe(true);
    expect(isValidPhone('123456')).toBe(true);
    expect(isValidPhone('+123456789012345')).toBe(true);
  });
  it('rejects 5 or 16 digits, letters and a + in the middle', () => {
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('06-abc-12345')).toBe(false);
    expect(isValidPhone('06+12345678')).toBe(false);
  });
});

describe('slugs', () => {
  it('removes accents, lowercases and joins words with hyphens', () => {
    expect(slugify('Accu Grasmaaier Één Café')).toBe('accu-grasmaaier-een-cafe');
    expect(slugify('  Tuin & Terras – 36V!  ')).toBe('tuin-terras-36v');
  });
});
