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
 * ./quantity, loaded on intent on a quantity box or a loop's field (the pointer over it, focus in
 * its input; not the loop's add button beside it); a plus/minus click before it runs is held and
 * clicked again, a change or a keystroke is given to it once it runs. At start only
 * ./loop-add-guard: an add clicked before that reads the field.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'quantity',
  start: startLoopAddGuard,
  code: {
    // The loop's field, not the whole `.rh-loop-quantity`: it holds the add button, whose intent
    // must not fetch this code (an add needs only the guard; on a cold click this chunk would
    // compete with the add's answer for the main thread).
    hooks: `${QUANTITY}, ${LOOP_QUANTITY} ${QTY_INPUT}`,
    events: ['click', 'change', 'input'],
    hold: `${PLUS}, ${MINUS}`,
    load: () => import('./quantity'),
  },
};
