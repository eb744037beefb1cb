import { readData } from '../../src/dom/hooks';
import { REMOVE_BUTTON } from './hooks';
import { REMOVE_DATA } from './data';

/** The cart key of a mini-cart row: its `cartkey-<key>` class, else its remove link's data. */
export function itemKeyOf(row: Element): string | null {
  const fromClass = Array.from(row.classList)
    .find((c) => c.startsWith('cartkey-'))
    ?.slice('cartkey-'.length);
  const remove = row.querySelector(REMOVE_BUTTON);
  return fromClass || (remove && readData('mini-cart', remove, REMOVE_DATA).cart_item_key) || null;
}
