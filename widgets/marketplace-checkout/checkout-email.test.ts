import { describe, expect, it } from 'vitest';
import { emailBorder, isCheckoutEmail } from './checkout-email';

describe('checkout e-mail pattern', () => {
  it.each(['jan@voorbeeld.nl', 'j.de.vries+tuin@mail.example.com', 'info@groene-maaier.shop', 'a_b@c.info'])('accepts %s', (email) => {
    expect(isCheckoutEmail(email)).toBe(true);
  });

  it.each(['', 'jan', 'jan@', 'jan@voorbeeld', '@voorbeeld.nl', 'jan@voorbeeld.n', 'jan@voor<b>.nl', 'jan @voorbeeld'])('rejects %j', (email) => {
    expect(isCheckoutEmail(email)).toBe(false);
  });

  it('ends in 2–4 characters', () => {
    expect(isCheckoutEmail('jan@voorbeeld.de')).toBe(true);
    expect(isCheckoutEmail('jan@voorbeeld.info')).toBe(true);
    expect(isCheckoutEmail('jan@voorbeeld.museum')).toBe(false);
  });

  it('gives a red border when invalid and a grey one when valid', () => {
    expect(emailBorder(false)).toBe('1px solid red');
    expect(emailBorder(true)).toBe('1px solid #d1d1d1');
  });
});
