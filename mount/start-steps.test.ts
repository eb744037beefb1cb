import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSteps } from './start-steps';

/** A clock the steps move: each step "runs" for the ms it is given. */
let clock = 0;
const work = (ms: number, log: string[], name: string) => () => {
  clock += ms;
  log.push(name);
};
const endOfTask = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('start-up steps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
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

  it('with a slice, runs steps at once until the task has spent 30 ms on them, the rest in the next tasks', async () => {
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(20, log, 'a'));
    steps.run(work(20, log, 'b'));
    steps.run(work(20, log, 'c'));
    steps.run(work(5, log, 'd'));
    steps.run(work(5, log, 'e'));
    // a (20 ms) and b (40 ms) in the caller's task; c waits for the next task.
    expect(log).toEqual(['a', 'b']);
    await endOfTask();
    expect(log).toEqual(['a', 'b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']); // c, d, e: 30 ms, one slice
    await expect(steps.idle()).resolves.toBeUndefined();
  });

  it('starts a new slice in a later task (markup added later is scanned at once)', async () => {
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(40, log, 'start'));
    await endOfTask();
    steps.run(work(1, log, 'added later'));
    expect(log).toEqual(['start', 'added later']);
  });

  it('a failing step does not stop the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(40, log, 'a'));
    steps.run(() => {
      throw new Error('broken widget');
    });
    steps.run(work(1, log, 'after'));
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'after']);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('stop drops the steps not run yet', async () => {
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(40, log, 'a'));
    steps.run(work(1, log, 'b'));
    expect(log).toEqual(['a']);
    steps.stop();
    await vi.advanceTimersByTimeAsync(10);
    steps.run(work(1, log, 'c'));
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['a']);
    await expect(steps.idle()).resolves.toBeUndefined();
  });
});
