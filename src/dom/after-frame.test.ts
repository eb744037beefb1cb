import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, cancelAfterFrameWork } from './after-frame';

afterEach(() => vi.useRealTimers());

describe('after the next frame', () => {
  it('runs in a task after the frame, not in the frame callback before the paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const fn = vi.fn();
    afterNextFrame(fn);
    vi.advanceTimersToNextFrame();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the task after the frame (a 0 ms timer)
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after its bound where no frame comes (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const fn = vi.fn();
    afterNextFrame(fn, 100);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const fn = vi.fn();
    const cancel = afterNextFrame(fn);
    cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('drops all the work still waiting when the script stops', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const first = vi.fn();
    const second = vi.fn();
    afterNextFrame(first);
    afterNextFrame(second, 50);
    cancelAfterFrameWork();
    vi.advanceTimersByTime(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
