import type { Cleanup } from '../../mount/types';
import { LOOP_QUANTITY, QTY_INPUT } from './hooks';

/**
 * Start-up code, kept tiny: an add to cart reads the loop button's data-quantity in the click's
 * own event. The sync (./loop-sync) comes with the quantity code on intent; a click on the button
 * before that code ran (typed 3, clicked at once on a slow network) still adds what the field
 * shows. Capture: before the add's own listener reads it.
 */
export function startLoopAddGuard(): Cleanup {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-quantity]');
    const field = button?.closest(LOOP_QUANTITY)?.querySelector<HTMLInputElement>(QTY_INPUT);
    if (field) button!.dataset.quantity = field.value;
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
