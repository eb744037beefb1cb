import { vi } from 'vitest';
import { act } from '@testing-library/react';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../../src/config/constants';
import { until } from './until';

/**
 * Lets a call's 15 s request time-out pass on fake time. The clock is faked before `start`
 * (ky arms its timer when the request starts), `started` is awaited without Testing Library's
 * waitFor (which settles on the faked setTimeout), then the clock jumps past the time-out.
 * Real timers again afterwards, whatever happens.
 */
export async function pastRequestTimeout(start: () => unknown, started: () => void = () => {}): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await start();
    await until(started);
    await act(async () => vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS));
  } finally {
    vi.useRealTimers();
  }
}
