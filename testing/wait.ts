import { settle } from '../test/helpers/page';

// Taken at load, before a test fakes the clock: the time-out below is real time whatever the test does.
const realNow: () => number = Date.now.bind(Date);

/**
 * How long a wait lasts by default. Generous on purpose: a wait ends as soon as its condition
 * holds, and on a CI machine that another job keeps busy the first import of an island's code in
 * a test worker (through Vite's transform) has taken over 10 s.
 */
export const DEFAULT_WAIT_MS = 20_000;

/**
 * Retries `check` (an assertion) after each round of pending promises, answers and one real
 * macrotask — often enough not to miss a state that lasts a moment (a "Loading..." before a fast
 * failure) — until it passes or `timeoutMs` of real time are over (also while the test's clock
 * is fake). Fails with the assertion's own error.
 */
export async function until(check: () => void, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
  const started = realNow();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (realNow() - started > timeoutMs) throw error;
      await settle();
    }
  }
}

/** Waits in real time until `ready()` is true; `describe()` says what was awaited if it never is. */
export async function waitUntil(ready: () => boolean, describe: () => string, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
  await until(() => {
    if (!ready()) throw new Error(`${describe()} (after ${timeoutMs} ms)`);
  }, timeoutMs);
}
