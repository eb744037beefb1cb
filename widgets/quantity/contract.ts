import type { BehaviourDefinition } from '../../mount/types';
import { decrement, increment, resetBelowMin, type QuantityField } from './stepping';

/** Theme markup (HOOKS.md): `.quantity` with `.qty[min][max][step]` and plus/minus buttons. */
export const QUANTITY = '.quantity';
export const QTY_INPUT = 'input.qty';
export const PLUS = '.plus-quantity';
export const MINUS = '.minus-quantity';
/** Loop buttons whose data-quantity follows the input beside them. */
export const LOOP_QUANTITY = '.rh-loop-quantity';

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

/** Quantity inputs everywhere (SPEC §5 "Quantities"): plus/minus, reset below min, loop sync. */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'quantity',
  start() {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const button = target?.closest?.(`${PLUS}, ${MINUS}`);
      const input = button?.closest(QUANTITY)?.querySelector<HTMLInputElement>(QTY_INPUT);
      if (!button || !input || input.disabled || input.readOnly) return;
      event.preventDefault();
      setValue(input, button.matches(PLUS) ? increment(fieldOf(input)) : decrement(fieldOf(input)));
    };
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (!(input instanceof HTMLInputElement) || !input.matches(QTY_INPUT)) return;
      if (event.type === 'change') {
        const reset = resetBelowMin(fieldOf(input));
        if (reset !== null) input.value = reset;
      }
      syncLoopButton(input);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('change', onChange);
    document.addEventListener('input', onChange);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('change', onChange);
      document.removeEventListener('input', onChange);
    };
  },
};
