/** Theme markup (HOOKS.md): `.quantity` with `.qty[min][max][step]` and plus/minus buttons. */
export const QUANTITY = '.quantity';
export const QTY_INPUT = 'input.qty';
export const PLUS = '.plus-quantity';
export const MINUS = '.minus-quantity';
/** Loop buttons whose data-quantity follows the input beside them. */
export const LOOP_QUANTITY = '.rh-loop-quantity';
