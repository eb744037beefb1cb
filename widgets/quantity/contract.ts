import type { BehaviourDefinition } from '../../mount/types';
import { startLoopAddGuard } from './loop-add-guard';

/** Theme markup (HOOKS.md): `.quantity` with `.qty[min][max][step]` and plus/minus buttons. */
export const QUANTITY = '.quantity';
export const QTY_INPUT = 'input.qty';
export const PLUS = '.plus-quantity';
export const MINUS = '.minus-quantity';
/** Loop buttons whose data-quantity follows the input beside them. */
export const LOOP_QUANTITY = '.rh-loop-quantity';

/**
 * Quantity inputs everywhere (SPEC §5 "Quantities"): plus/minus, reset below min, loop sync —
 * ./quantity, loaded on intent on a quantity box (the pointer over it, focus in its input); a
 * plus/minus click before it runs is held and clicked again, a change or a keystroke is given to
 * it once it runs. At start only ./loop-add-guard: an add clicked before that reads the field.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'quantity',
  start: startLoopAddGuard,
  code: {
    hooks: `${QUANTITY}, ${LOOP_QUANTITY}`,
    events: ['click', 'change', 'input'],
    hold: `${PLUS}, ${MINUS}`,
    load: () => import('./quantity'),
  },
};
