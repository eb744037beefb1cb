import type { WidgetContext } from '../../mount/types';
import type { EditFailure, RowView } from '../../src/cart/quantity-edits';
import { adoptStyles } from '../../src/dom/styles';
import { t } from '../../src/i18n/t-lazy';
import { MINI_CART_ITEM } from './hooks';
import { itemKeyOf } from './item-key';

const UPDATING = 'is-updating';
const MESSAGE = 'sw-quantity-error';
const CSS = `.${MESSAGE}{grid-column:1/-1;margin:.25rem 0 0;color:#b71c1c;font-size:.875em}`;

/** The row as the server last printed it: the field's own value attribute and the line "1 × € 329,00". */
export interface RowSnapshot {
  quantity: string;
  line: Node | null;
}

/**
 * SPEC §8's message for a failure: no answer → fetch_error, an answer that is not JSON →
 * invalid_json, else unknown_error; an edit waiting for the connection says it will be saved.
 */
function messageFor(reason: EditFailure): string {
  if (reason === 'offline') return `${t('fetch_error')} ${t('quantityWaitsForConnection')}`;
  if (reason === 'network' || reason === 'timeout') return t('fetch_error');
  return reason === 'invalid' ? t('invalid_json') : t('unknown_error');
}

/** Every row of the line on the page (the panel and a mini-cart widget may both show it). */
const rowsOf = (key: string) => Array.from(document.querySelectorAll<HTMLElement>(MINI_CART_ITEM)).filter((row) => itemKeyOf(row) === key);
const fieldOf = (row: Element) => row.querySelector<HTMLInputElement>('input.qty');
/** WooCommerce's `<span class="quantity">1 &times; <price></span>` (not the field's `div.quantity`). */
const lineOf = (row: Element) => row.querySelector('span.quantity');

function clearMessage(row: Element): void {
  row.querySelector(`.${MESSAGE}`)?.remove();
  const field = fieldOf(row);
  if (field?.getAttribute('aria-describedby')?.startsWith(MESSAGE)) field.removeAttribute('aria-describedby');
}

/**
 * The mini-cart rows as the quantity edits (src/cart/quantity-edits.ts) see them: a snapshot is
 * what the server printed; an edit shows its quantity in the row's line at once and the row as
 * updating; a rollback puts the snapshot back; a failure is said in the row, next to its field,
 * and in the live region.
 */
export function rowView(ctx: WidgetContext): RowView<RowSnapshot> {
  return {
    snapshot(key) {
      const row = rowsOf(key)[0];
      const line = row && lineOf(row);
      return { quantity: (row && fieldOf(row)?.defaultValue) ?? '', line: line ? line.cloneNode(true) : null };
    },
    showEdit(key, quantity) {
      for (const row of rowsOf(key)) {
        clearMessage(row);
        row.classList.add(UPDATING);
        row.setAttribute('aria-busy', 'true');
        const field = fieldOf(row);
        // The field the shopper uses already shows it; another mini-cart's copy of the row follows.
        if (field && field !== document.activeElement && Number(field.value) !== quantity) field.value = String(quantity);
        const count = lineOf(row)?.firstChild;
        if (count?.nodeType === Node.TEXT_NODE) count.textContent = count.textContent!.replace(/\d+/, String(quantity));
      }
    },
    settle(key) {
      for (const row of rowsOf(key)) {
        row.classList.remove(UPDATING);
        row.removeAttribute('aria-busy');
      }
    },
    restore(key, snapshot) {
      for (const row of rowsOf(key)) {
        const field = fieldOf(row);
        if (field && snapshot.quantity) field.value = snapshot.quantity;
        if (snapshot.line) lineOf(row)?.replaceWith(snapshot.line.cloneNode(true));
      }
    },
    tellFailed(key, reason) {
      const text = messageFor(reason);
      adoptStyles('mini-cart-edits', CSS);
      rowsOf(key).forEach((row, index) => {
        clearMessage(row);
        const message = document.createElement('p');
        message.className = MESSAGE;
        message.id = `${MESSAGE}-${key}-${index}`;
        message.textContent = text;
        const field = fieldOf(row);
        (field?.closest('.quantity') ?? field ?? row.lastElementChild)?.after(message);
        field?.setAttribute('aria-describedby', message.id);
      });
      ctx.store.getState().ui.announce(text);
    },
  };
}
