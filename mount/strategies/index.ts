import type { Strategy } from '../types';
import { atLoad } from './load';
import { whenIdle } from './idle';
import { whenVisible } from './visible';
import { onInteraction } from './interaction';
import { manually } from './manual';

/** Each strategy: schedules run for el, returns the cancel (kept, so no observer outlives its element). */
const STRATEGIES: Record<Strategy, (el: Element, run: () => void) => () => void> = {
  load: (_, run) => atLoad(run),
  idle: (_, run) => whenIdle(run),
  visible: whenVisible,
  interaction: onInteraction,
  manual: manually,
};

/** The element's own `data-load-on` if it names a strategy, else the widget's. */
export function strategyFor(el: Element, declared: Strategy): Strategy {
  const own = el.getAttribute('data-load-on') as Strategy;
  return Object.hasOwn(STRATEGIES, own) ? own : declared;
}

/** Schedules run for el by strategy; returns the cancel (kept, so no observer outlives its element). */
export const schedule = (strategy: Strategy, el: Element, run: () => void): (() => void) => STRATEGIES[strategy](el, run);
