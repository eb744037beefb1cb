import { crossSellTotal, formatCrossSellTotal, replaceAmount } from './cross-sell-total';
import { readData } from '../../src/dom/hooks';
import { ITEM_PRICE_DATA, SEPARATOR_DATA } from './data';

/**
 * The cross-sell markup the server answers (HOOKS.md "Cross-sell"): items
 * `.cross-sell ul.cross-sell-items li` with an input (value = ASIN) and
 * `.cross-sell-item-price[data-item_price]`, the separator `.cross-sell-price-sep[data-price_dec_sep]`,
 * the total `#cross-sell-buying-price` in the block `#feq-products`, thumbs `#cross-sell-thumb-<asin>`.
 */
const ITEMS = '.cross-sell ul.cross-sell-items li';

const itemsIn = (box: ParentNode) => Array.from(box.querySelectorAll<HTMLElement>(ITEMS));
const inputOf = (li: Element) => li.querySelector<HTMLInputElement>('input');
const byId = (box: ParentNode, id: string) => Array.from(box.querySelectorAll<HTMLElement>('[id]')).find((el) => el.id === id) ?? null;

/** The ASINs of the checked items, in page order. */
export function checkedAsins(box: ParentNode): string[] {
  return itemsIn(box).flatMap((li) => {
    const input = inputOf(li);
    return input?.checked && input.value ? [input.value] : [];
  });
}

/** Recomputes after a change: row and thumb state, the 2-decimal total, and hides the block at 0. */
export function refreshTotal(box: ParentNode): number {
  const prices: number[] = [];
  for (const li of itemsIn(box)) {
    const input = inputOf(li);
    const checked = Boolean(input?.checked);
    li.classList.toggle('cross-sale-uncheck', !checked);
    const thumb = input?.value ? byId(box, `cross-sell-thumb-${input.value}`)?.closest('li') : null;
    if (thumb) thumb.style.display = checked ? '' : 'none';
    const priceEl = li.querySelector('.cross-sell-item-price');
    const price = priceEl ? readData('cross-sell', priceEl, ITEM_PRICE_DATA).item_price : Number.NaN;
    if (checked && Number.isFinite(price)) prices.push(price);
  }
  const total = crossSellTotal(prices);
  const sepEl = box.querySelector('.cross-sell-price-sep');
  const separator = sepEl ? readData('cross-sell', sepEl, SEPARATOR_DATA).price_dec_sep : '.';
  const shown = byId(box, 'cross-sell-buying-price');
  if (shown) shown.textContent = replaceAmount(shown.textContent ?? '', formatCrossSellTotal(total, separator));
  const block = byId(box, 'feq-products');
  if (block) block.style.display = total > 0 ? '' : 'none';
  return total;
}

/** `{href}?amz_cross_sell=yes&asins={checked, comma-separated}` (SPEC §2). */
export function crossSellDestination(href: string, asins: string[]): string {
  const joiner = href.includes('?') ? '&' : '?';
  return `${href}${joiner}amz_cross_sell=yes&asins=${asins.map(encodeURIComponent).join(',')}`;
}
