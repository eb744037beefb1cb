import type { Strategy } from '../types';
import { atLoad } from './load';
import { whenIdle } from './idle';
import { whenVisible } from './visible';
import { onInteraction } from './interaction';
import { manually } from './manual';

const STRATEGIES: readonly Strategy[] = ['load', 'idle', 'visible', 'interaction', 'manual'];

/** The element's own `data-load-on` if it names a strategy, else the widget's. */
export function strategyFor(el: Element, declared: Strategy): Strategy {
  const own = el.getAttribute('data-load-on') as Strategy | null;
  return own && STRATEGIES.includes(own) ? own : declared;
}

/** Schedules run for el by strategy; returns the cancel (kept, so no observer outlives its element). */
export function schedule(strategy: Strategy, el: Element, run: () => void): () => void {
  switch (strategy) {
    case 'load':
      return atLoad(run);
    case 'idle':
      return whenIdle(run);
    case 'visible':
      return whenVisible(el, run);
    case 'interaction':
      return onInteraction(el, run);
    case 'manual':
      return manually();
  }
}
