import { LOOP_QUANTITY } from './hooks';

/**
 * The loop button's data-quantity (and its href, the way an add takes without us) follow the
 * quantity input beside it. Loaded with the quantity code on intent (focus in the field comes
 * before any typing); ./loop-add-guard covers an add clicked before it runs.
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
