import type { WidgetCode } from '../../mount/types';
import { MINUS, PLUS, QTY_INPUT, QUANTITY } from './hooks';
import { syncLoopButton } from './loop-sync';
import { decrement, increment, resetBelowMin, type QuantityField } from './stepping';

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

function onClick(event: Event): void {
  const button = (event.target as Element | null)?.closest?.(`${PLUS}, ${MINUS}`);
  const input = button?.closest(QUANTITY)?.querySelector<HTMLInputElement>(QTY_INPUT);
  if (!button || !input || input.disabled || input.readOnly) return;
  event.preventDefault();
  setValue(input, button.matches(PLUS) ? increment(fieldOf(input)) : decrement(fieldOf(input)));
}

/** A value typed below the minimum goes back to it; the loop button follows (./loop-sync). */
function onChange(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches(QTY_INPUT)) return;
  const reset = resetBelowMin(fieldOf(input));
  if (reset !== null) input.value = reset;
  syncLoopButton(input);
}

/** A keystroke: the loop button follows at once. */
function onInput(event: Event): void {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.matches(QTY_INPUT)) syncLoopButton(input);
}

const handlers: Record<string, (event: Event) => void> = { click: onClick, change: onChange, input: onInput };

/** Quantity inputs (SPEC §5 "Quantities"): plus/minus, reset below min, the loop button's quantity — every click, change and keystroke on the page. */
export const handle: WidgetCode['handle'] = (event) => handlers[event.type]?.(event);
