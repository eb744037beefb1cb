import { describe, expect, it, vi } from 'vitest';
import { cssEscape } from './css-escape';

describe('cssEscape without CSS.escape', () => {
  it('leaves cart keys (lowercase letters and digits after the first) as they are and escapes the rest', () => {
    vi.stubGlobal('CSS', undefined);
    expect(cssEscape('a1b2c3')).toBe('a1b2c3');
    expect(cssEscape('1abc')).toBe('\\31 abc');
    expect(cssEscape('a"b]')).toBe('a\\22 b\\5d ');
    document.body.innerHTML = '<p class="cartkey-1abc">x</p>';
    expect(document.querySelector(`.${cssEscape('cartkey-1abc')}`)?.textContent).toBe('x');
  });
});
