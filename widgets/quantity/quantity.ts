import { decrement, increment, resetBelowMin, type QuantityField } from '../../src/lib/quantity';
import { LOOP_QUANTITY, MINUS, PLUS, QTY_INPUT, QUANTITY } from './contract';

const fieldOf = (input: HTMLInputElement): QuantityField => ({
  value: input.value,
  min: input.getAttribute('min'),
  max: input.getAttribute('max'),
  step: input.getAttribute('step'),
});

function setValue(input: HTMLInputElement, value: string): void {
  if (input.value === value) return;
  input.value = value;
  // Others (the mini-cart, WooCommerce's cart form) listen for these, as for typing.
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The loop button's data-quantity (and its no-script href) follow the quantity input. */
function syncLoopButton(input: HTMLInputElement): void {
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

/**
 * Loaded on the first intent on a quantity field (or its first event): gets every click,
 * input and change from then on, the ones that came while it loaded first.
 */
export function handle(event: Event): void {
  if (event.type === 'click') {
    const button = (event.target as Element | null)?.closest?.(`${PLUS}, ${MINUS}`);
    const input = button?.closest(QUANTITY)?.querySelector<HTMLInputElement>(QTY_INPUT);
    if (!button || !input || input.disabled || input.readOnly) return;
    event.preventDefault();
    setValue(input, button.matches(PLUS) ? increment(fieldOf(input)) : decrement(fieldOf(input)));
    return;
  }
  const input = event.target as HTMLInputElement;
  if (!(input instanceof HTMLInputElement) || !input.matches(QTY_INPUT)) return;
  if (event.type === 'change') {
    const reset = resetBelowMin(fieldOf(input));
    if (reset !== null) input.value = reset;
  }
  syncLoopButton(input);
}
