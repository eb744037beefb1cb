import { vi } from 'vitest';
import { settle } from '../test/helpers/page';
import { chunkLoadsSettled } from '../src/lib/load-chunk';

export interface FakeClock {
  /**
   * Lets the code the page is fetching arrive first (code that loads on intent, e.g. the
   * mini-cart's edits at the first typed quantity, then sets its timers on this clock), moves the
   * clock on by exactly `ms` (timers due run in order), then lets answers arrive.
   */
  advance(ms: number): Promise<void>;
  /** Back to real time (also done after each test by setupShop()). */
  restore(): void;
}

/**
 * Fakes the timers and Date the widgets use for their delays (500 ms quantity pause, 4.5 s
 * toasts, 15 s sync refresh, countdowns). Switch it on AFTER the widget has rendered: React
 * and the widgets' own code load in real time. Promises and MSW answers keep running.
 */
export function useFakeClock(): FakeClock {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  return {
    async advance(ms) {
      await chunkLoadsSettled();
      await vi.advanceTimersByTimeAsync(ms);
      await settle();
    },
    restore: () => vi.useRealTimers(),
  };
}
