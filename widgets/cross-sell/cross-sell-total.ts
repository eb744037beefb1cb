import { CROSS_SELL_TOTAL_DECIMALS } from '../../src/config/constants';

/**
 * The cross-sell running total (SPEC §4, §9): the sum of the checked items' prices, shown with
 * 2 decimals; when the store's decimal separator is ',' the '.' and ',' are swapped.
 */
export function crossSellTotal(prices: number[]): number {
  // Summed in cents so 0.1 + 0.2 style drift never shows.
  return prices.reduce((cents, price) => cents + Math.round(price * 100), 0) / 100;
}

export function formatCrossSellTotal(total: number, decimalSeparator: string): string {
  const fixed = total.toFixed(CROSS_SELL_TOTAL_DECIMALS);
  return decimalSeparator === ',' ? swapSeparators(fixed) : fixed;
}

/** '1,234.50' → '1.234,50' (every '.' and ',' trade places). */
export const swapSeparators = (text: string): string => text.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));

/** Puts the new total where the old number stood in a price text ('€ 68,90' → '€ 94,45'). */
export function replaceAmount(text: string, amount: string): string {
  return /[\d.,]*\d/.test(text) ? text.replace(/[\d.,]*\d/, amount) : `${text}${amount}`;
}
