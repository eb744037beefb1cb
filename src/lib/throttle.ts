import { now } from './clock';
import type { Debounced } from './debounce';

/**
 * Out of ./clock.ts, whose `now` the start-up code imports: only code that loads later (the
 * scroll helpers) throttles, so this stays out of the start-up chunk.
 */

/** Calls fn at most once per `ms` (leading and trailing edge). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const fire = () => {
    timer = undefined;
    last = now();
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  const throttled = (...args: A) => {
    lastArgs = args;
    const wait = ms - (now() - last);
    if (wait <= 0) fire();
    else if (timer === undefined) timer = setTimeout(fire, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  throttled.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    fire();
  };
  return throttled;
}
