import { settle } from './page';

/**
 * Waits (real time, also while the clock is faked) until `check` stops throwing: MSW answers
 * arrive through microtasks and real timers, which settle() lets run.
 */
export async function until(check: () => void, rounds = 100): Promise<void> {
  let last: unknown;
  for (let i = 0; i < rounds; i++) {
    try {
      check();
      return;
    } catch (error) {
      last = error;
      await settle();
    }
  }
  throw last;
}
