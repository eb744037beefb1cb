import { describe, expect, it } from 'vitest';
import { crossSellTotal, formatCrossSellTotal, replaceAmount, swapSeparators } from './cross-sell-total';

describe('cross-sell total', () => {
  it('sums the checked prices with 2 decimals and no float drift', () => {
    expect(crossSellTotal([69.95, 39.95, 24.5])).toBe(134.4);
    expect(formatCrossSellTotal(crossSellTotal([0.1, 0.2]), '.')).toBe('0.30');
    expect(formatCrossSellTotal(crossSellTotal([]), '.')).toBe('0.00');
  });

  it("swaps '.' and ',' when the store's separator is ','", () => {
    expect(formatCrossSellTotal(134.4, ',')).toBe('134,40');
    expect(formatCrossSellTotal(1234.5, '.')).toBe('1234.50');
    expect(swapSeparators('1,234.50')).toBe('1.234,50');
  });

  it('replaces the number inside the shown price text', () => {
    expect(replaceAmount('€ 68,90', '94,45')).toBe('€ 94,45');
    expect(replaceAmount('Totaal: € 1.234,50 incl. btw', '0,00')).toBe('Totaal: € 0,00 incl. btw');
    expect(replaceAmount('€ ', '5,00')).toBe('€ 5,00');
  });
});
