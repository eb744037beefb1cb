import { describe, expect, it } from 'vitest';
import { checkoutAllowed, decideShop, decidedCount, initialShops } from './marketplace-shops';

describe('marketplace shops in the cart', () => {
  it('starts with every shop pending and checkout blocked', () => {
    const state = initialShops(['de', 'co.uk', 'fr']);
    expect(decidedCount(state)).toBe(0);
    expect(checkoutAllowed(state)).toBe(false);
  });

  it('allows checkout once every shop is checked out or cancelled', () => {
    let state = initialShops(['de', 'co.uk', 'fr']);
    state = decideShop(state, 'de', 'success');
    state = decideShop(state, 'co.uk', 'cancel');
    expect(checkoutAllowed(state)).toBe(false);
    state = decideShop(state, 'fr', 'success');
    expect(checkoutAllowed(state)).toBe(true);
  });

  it('counts each shop once and keeps its first decision', () => {
    let state = initialShops(['de', 'fr']);
    state = decideShop(state, 'de', 'success');
    state = decideShop(state, 'de', 'success');
    state = decideShop(state, 'de', 'cancel');
    expect(decidedCount(state)).toBe(1);
    expect(state.decided.de).toBe('success');
    expect(checkoutAllowed(state)).toBe(false);
  });

  it('ignores a shop that is not in the list', () => {
    const state = decideShop(initialShops(['de']), 'it', 'cancel');
    expect(decidedCount(state)).toBe(0);
  });

  it('allows checkout when there are no shops', () => {
    expect(checkoutAllowed(initialShops([]))).toBe(true);
  });
});
