import { describe, expect, it } from 'vitest';
import { isActivation } from './activation';

describe('isActivation', () => {
  it('is a click, or Enter/Space on a span acting as a button — never a key on a native button', () => {
    const span = document.createElement('span');
    const button = document.createElement('button');
    expect(isActivation(new MouseEvent('click'), span)).toBe(true);
    expect(isActivation(new KeyboardEvent('keydown', { key: 'Enter' }), span)).toBe(true);
    expect(isActivation(new KeyboardEvent('keydown', { key: ' ' }), span)).toBe(true);
    expect(isActivation(new KeyboardEvent('keydown', { key: 'Tab' }), span)).toBe(false);
    expect(isActivation(new KeyboardEvent('keydown', { key: 'Enter' }), button)).toBe(false);
    expect(isActivation(new Event('focusin'), span)).toBe(false);
  });
});
