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

  it("with a slice, runs steps at once until the task has spent its share, the rest in the next tasks: a third in the caller's", async () => {
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(5, log, 'a'));
    steps.run(work(20, log, 'b'));
    steps.run(work(20, log, 'c'));
    steps.run(work(20, log, 'd'));
    steps.run(work(5, log, 'e'));
    steps.run(work(5, log, 'f'));
    // The caller's task has evaluated the script: a (5 ms) and b (25 ms, over its 10) there.
    expect(log).toEqual(['a', 'b']);
    await endOfTask();
    expect(log).toEqual(['a', 'b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'b', 'c', 'd']); // 40 ms: the next slice of 30 is full
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    await expect(steps.idle()).resolves.toBeUndefined();
  });

  it('runs a step marked alone at the start of a task of its own, and ends the task after it', async () => {
    const log: string[] = [];
    const steps = startSteps(30);
    steps.run(work(1, log, 'a'));
    steps.run(work(1, log, 'walk'), true);
    steps.run(work(1, log, 'b'));
    expect(log).toEqual(['a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'walk']);
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'walk', 'b']);
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
