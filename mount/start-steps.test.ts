import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSteps } from './start-steps';

/** A clock the steps move: each step "runs" for the ms it is given. */
let clock = 0;
const work = (ms: number, log: string[], name: string) => () => {
  clock += ms;
  log.push(name);
};

describe('start-up steps', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('without a slice, runs each step at once', () => {
    const log: string[] = [];
    const steps = startSteps();
    steps.run(work(100, log, 'a'));
    steps.run(work(100, log, 'b'));
    expect(log).toEqual(['a', 'b']);
  });

  it('with a slice, runs the steps in order, yielding to the browser once a task has run 30 ms', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(20, log, 'a'));
    steps.run(work(20, log, 'b'));
    steps.run(work(5, log, 'c'));
    expect(log).toEqual([]); // at the end of the task that queued them
    await Promise.resolve();
    await Promise.resolve();
    // a (20 ms) and b (40 ms): the slice is over, c waits for the next task.
    expect(log).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['a', 'b', 'c']);
    await expect(steps.idle()).resolves.toBeUndefined();
  });

  it('keeps running steps queued while it drains, and a failing step does not stop the others', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(() => {
      steps.run(work(1, log, 'queued by a step'));
      throw new Error('broken widget');
    });
    steps.run(work(1, log, 'after'));
    await vi.advanceTimersByTimeAsync(0);
    await steps.idle();
    expect(log).toEqual(['after', 'queued by a step']);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('stop drops the steps not run yet', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(40, log, 'a'));
    steps.run(work(1, log, 'b'));
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['a']);
    steps.stop();
    await vi.advanceTimersByTimeAsync(10);
    steps.run(work(1, log, 'c'));
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['a']);
  });
});
