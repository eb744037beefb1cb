import { settle } from '../test/helpers/page';

// Taken at load, before a test fakes the clock: waits here run in real time whatever the test does.
const setTimeoutReal: typeof setTimeout = globalThis.setTimeout.bind(globalThis);
const STEP_MS = 10;

/** Lets answers arrive, then waits one real 10 ms step (React and widget code load in real time). */
async function step(): Promise<void> {
  await settle();
  await new Promise<void>((resolve) => setTimeoutReal(resolve, STEP_MS));
}

/**
 * Retries `check` (an assertion) until it passes, for up to `timeoutMs` of real time — also while
 * the test's clock is fake. Fails with the assertion's own error.
 */
export async function until(check: () => void, timeoutMs = 5000): Promise<void> {
  let last: unknown;
  for (let waited = 0; waited <= timeoutMs; waited += STEP_MS) {
    try {
      check();
      return;
    } catch (error) {
      last = error;
      await step();
    }
  }
  throw last;
}

/** Waits in real time until `ready()` is true; `describe()` says what was awaited if it never is. */
export async function waitUntil(ready: () => boolean, describe: () => string, timeoutMs = 5000): Promise<void> {
  await until(() => {
    if (!ready()) throw new Error(`${describe()} (after ${timeoutMs} ms)`);
  }, timeoutMs);
}
