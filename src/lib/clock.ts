/**
 * All time goes through here (DESIGN §7): tests drive it with vi.useFakeTimers(), which
 * replaces these globals, so every delay in the product runs on the spec's exact values.
 */
export const now = (): number => Date.now();

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(id);
      reject(signal.reason);
    });
  });
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

/** Calls fn once, `ms` after the last call (trailing edge), with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const run = () => {
    timer = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}

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
