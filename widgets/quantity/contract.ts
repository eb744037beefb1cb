import type { BehaviourDefinition } from '../../mount/types';

/** Theme markup (HOOKS.md): `.quantity` with `.qty[min][max][step]` and plus/minus buttons. */
export const QUANTITY = '.quantity';
export const QTY_INPUT = 'input.qty';
export const PLUS = '.plus-quantity';
export const MINUS = '.minus-quantity';
/** Loop buttons whose data-quantity follows the input beside them. */
export const LOOP_QUANTITY = '.rh-loop-quantity';

/**
 * Quantity inputs everywhere (SPEC §5 "Quantities"): plus/minus, reset below min, loop sync.
 * The code (./quantity) loads on intent on a quantity field; a plus or minus click that comes
 * before it is held and clicked again, a change or input is kept and given to it.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'quantity',
  code: { hooks: QUANTITY, events: ['click', 'input', 'change'], hold: `${PLUS}, ${MINUS}`, load: () => import('./quantity') },
};
