import type { WidgetDefinition } from '../../mount/types';
import { startLoopAddGuard } from './loop-add-guard';
import { LOOP_QUANTITY, MINUS, PLUS, QTY_INPUT, QUANTITY } from './hooks';

export { LOOP_QUANTITY, MINUS, PLUS, QTY_INPUT, QUANTITY } from './hooks';

/**
 * Quantity inputs everywhere (SPEC §5 "Quantities"): plus/minus, reset below min, loop sync —
 * ./quantity, loaded on intent on a quantity box or a loop's field (the pointer over it, focus in
 * its input; not the loop's add button beside it); a plus/minus click before it runs is held and
 * clicked again, a change or a keystroke is given to it once it runs. At start only
 * ./loop-add-guard: an add clicked before that reads the field.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'quantity',
    start: startLoopAddGuard,
    // The loop's field, not the whole `.rh-loop-quantity`: it holds the add button, whose intent
    // must not fetch this code (an add needs only the guard; on a cold click this chunk would
    // compete with the add's answer for the main thread).
    hooks: `${QUANTITY}, ${LOOP_QUANTITY} ${QTY_INPUT}`,
    strategy: { on: 'interaction', events: ['click', 'change', 'input'], hold: `${PLUS}, ${MINUS}` },
    load: () => import('./quantity'),
  },
];
