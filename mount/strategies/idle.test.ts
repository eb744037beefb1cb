import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the idle strategy', () => {
  it('runs once the page has loaded and the browser is idle, not before', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled(); // the page is still loading
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after load', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const beforeLoad = vi.fn();
    whenIdle(beforeLoad)();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    const afterLoad = vi.fn();
    whenIdle(afterLoad)();
    vi.advanceTimersByTime(5000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
