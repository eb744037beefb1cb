import type { Cleanup } from '../../mount/types';
import { LOOP_QUANTITY, QTY_INPUT } from './contract';

/**
 * The loop button's data-quantity (and its no-script href) follow the quantity input beside
 * it. In the start-up code: the add to cart reads data-quantity in the click's own event, which
 * may come right after the typing, before any chunk could arrive.
 */
export function syncLoopButton(input: HTMLInputElement): void {
  const button = input.closest(LOOP_QUANTITY)?.querySelector<HTMLAnchorElement>('.add_to_cart_button[data-quantity]');
  if (!button) return;
  button.dataset.quantity = input.value;
  const href = button.getAttribute('href');
  if (href) {
    const url = new URL(href, location.href);
    url.searchParams.set('quantity', input.value);
    button.setAttribute('href', href.startsWith('?') ? url.search : url.pathname + url.search);
  }
}

export function startLoopSync(): Cleanup {
  const onEdit = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.matches(QTY_INPUT)) syncLoopButton(input);
  };
  document.addEventListener('change', onEdit);
  document.addEventListener('input', onEdit);
  return () => {
    document.removeEventListener('change', onEdit);
    document.removeEventListener('input', onEdit);
  };
}
