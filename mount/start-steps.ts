import { log } from '../src/lib/log';

/**
 * Runs the scanner's start-up work as a queue of steps. Synchronous (each step at once) unless a
 * time slice is given: then steps run one after another until a task has run `sliceMs`, and the
 * rest continues in a next task, so the page can paint and answer the shopper in between and no
 * start-up task is a long task (> 50 ms: Total Blocking Time counts what is over). On a listing of
 * 2,000 products at 4× CPU, the start-up work ran as one task of ~200 ms.
 */
export interface StartSteps {
  /** Runs step now (nothing queued, no slicing) or after the steps already queued. */
  run(step: () => void): void;
  /** Resolves once every step queued so far has run (or the queue was stopped). */
  idle(): Promise<void>;
  /** Drops the steps not run yet. */
  stop(): void;
}

/** One step to the next task: `scheduler.yield()` where the browser has it (it keeps its place ahead of other tasks), else a timer. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function startSteps(sliceMs?: number): StartSteps {
  const queue: (() => void)[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;

  async function drain(): Promise<void> {
    let sliceStart = performance.now();
    while (queue.length && !stopped) {
      if (performance.now() - sliceStart >= sliceMs!) {
        await nextTask();
        sliceStart = performance.now();
        continue;
      }
      const step = queue.shift()!;
      try {
        step();
      } catch (error) {
        log.error('a start-up step failed; the steps after it still run.', error);
      }
    }
    draining = null;
  }

  return {
    run(step) {
      if (stopped) return;
      if (sliceMs === undefined) return step();
      queue.push(step);
      // The first steps run in the task that queued them (at the end of its synchronous code).
      draining ??= Promise.resolve().then(drain);
    },
    idle: () => draining ?? Promise.resolve(),
    stop() {
      stopped = true;
      queue.length = 0;
    },
  };
}
