import { SMALL_CACHED } from './hooks';
import { flagClass } from '../../src/lib/country-status';
import { htmlToFragment } from '../../src/dom/html';
import { readData } from '../../src/dom/hooks';
import { REMOVE_DATA } from './data';
import { isRecord } from '../../src/api/http';

/** One cached entry (SPEC §3 "Mini-cart cached country entry"). */
interface Entry {
  cart_item_key: string;
  product_country: string;
  country_name: string;
  country_status_css: string;
  country_status_text: string;
}

const isEntry = (item: unknown): item is Entry =>
  isRecord(item) &&
  typeof item.cart_item_key === 'string' &&
  typeof item.product_country === 'string' &&
  /^[a-z]{2,3}(\.[a-z]{2,3})?$/.test(item.product_country) &&
  typeof item.country_name === 'string' &&
  typeof item.country_status_css === 'string' &&
  /^[\w-]*$/.test(item.country_status_css) &&
  typeof item.country_status_text === 'string';

const SMALL_BOX = 'WooZone-country-check-small';

function entriesIn(el: Element | null): Entry[] {
  if (!el?.textContent) return [];
  try {
    const raw: unknown = JSON.parse(el.textContent);
    const list = Array.isArray(raw) ? raw : Object.values(raw as object);
    return list.filter(isEntry);
  } catch {
    return [];
  }
}

/** The cart item key of a mini-cart row: its `cartkey-<key>` class or its remove button's data. */
function itemKey(item: Element): string | undefined {
  const fromClass = /(?:^|\s)cartkey-([a-z0-9]+)/.exec(item.className)?.[1];
  const remove = item.querySelector('[data-cart_item_key]');
  return fromClass ?? (remove ? readData('marketplace-minicart', remove, REMOVE_DATA).cart_item_key || undefined : undefined);
}

/** WooZone's small template when the page prints one, else the same markup built here. */
function smallBox(doc: Document): Element {
  const template = doc.getElementById('WooZone-cc-small-template');
  const fromTemplate = template ? htmlToFragment(template.textContent ?? template.innerHTML, doc).firstElementChild : null;
  if (fromTemplate?.querySelector('.WooZone-cc_domain') && fromTemplate.querySelector('.WooZone-cc_status')) return fromTemplate;
  const span = (className = '') => Object.assign(doc.createElement('span'), { className });
  const box = span(`${SMALL_BOX} WooZone-cc-custom`);
  const inner = span();
  inner.append(span('WooZone-cc_domain'), ' ', span('WooZone-cc_status'));
  box.append(inner);
  return box;
}

/** Adds the item's country flag and status, once, from the entry cached for its key. */
export function decorateItem(item: Element): void {
  if (item.querySelector(`.${SMALL_BOX}`)) return;
  const key = itemKey(item);
  if (!key) return;
  const own = entriesIn(item.querySelector(SMALL_CACHED));
  const pageWide = Array.from(item.ownerDocument.querySelectorAll(SMALL_CACHED)).filter((el) => !el.closest('.woocommerce-mini-cart-item'));
  const entry = [...own, ...pageWide.flatMap(entriesIn)].find((e) => e.cart_item_key === key);
  if (!entry) return;

  const box = smallBox(item.ownerDocument);
  box.classList.add(SMALL_BOX);
  const flag = box.querySelector<HTMLElement>('.WooZone-cc_domain')!;
  flag.classList.add(flagClass(entry.product_country));
  flag.title = entry.country_name;
  flag.setAttribute('role', 'img');
  flag.setAttribute('aria-label', entry.country_name);
  // WooZone's stylesheet draws the flag from the class; no emoji text.
  const status = box.querySelector<HTMLElement>('.WooZone-cc_status')!;
  if (entry.country_status_css) status.classList.add(entry.country_status_css);
  status.title = entry.country_status_text;
  status.textContent = entry.country_status_text;
  (item.querySelector('.kd_cart_item-details') ?? item).append(box);
}

/** The scanner's name for it: run on each mini-cart item that comes into view (contract.ts). */
export { decorateItem as connect };
