import { reportError } from '../src/events/widget-error';

/**
 * Runs the scanner's start-up work as steps, in slices. Without a slice each step runs at once
 * (tests, and whoever calls createMounter for their own widgets). With one, steps run at once
 * until the current task has spent its share on them; the rest wait in a queue that runs in next
 * tasks (timers), a slice each, so the page can paint and answer the shopper in between and no
 * start-up task is a long task (> 50 ms, what Total Blocking Time counts). On a listing of 2,000
 * products at 4× CPU the start-up work was one task of ~200 ms.
 *
 * The caller's task (boot's: the config, the store and the cart are made in it before the first
 * step) gets a third of a slice: the first steps (the listeners a click needs at once) and little
 * more. A step run `alone` (the walk of the whole page) starts a task of its own and ends it, so it
 * never comes on top of a slice that is already full.
 */
export interface StartSteps {
  /** Runs step now, or after the steps already waiting. */
  run(step: () => void, alone?: boolean): void;
  /** Resolves once no step is waiting (or the queue was stopped). */
  idle(): Promise<void>;
  /** Drops the steps not run yet. */
  stop(): void;
}

/** A step, and whether it runs alone. */
type Step = [step: () => void, alone: boolean];

export function startSteps(sliceMs?: number): StartSteps {
  const queue: Step[] = [];
  const waiters: (() => void)[] = [];
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the current task began running steps (null: it has run none yet). */
  let sliceStart: number | null = null;
  /** What the current task may spend: a third of a slice in the caller's task. */
  let budget = (sliceMs ?? 0) / 3;

  const safely = (step: () => void) => {
    try {
      step();
    } catch (error) {
      reportError(null, 'start', error, 'a start-up step failed; the steps after it still run.');
    }
  };

  /** Marks the start of this task's slice; it ends with the task. */
  function slice(): number {
    if (sliceStart === null) {
      sliceStart = performance.now();
      queueMicrotask(() => {
        sliceStart = null;
        budget = sliceMs!;
      });
    }
    return sliceStart;
  }

  function drain(): void {
    timer = undefined;
    const start = slice();
    let ran = 0;
    while (queue.length && !stopped) {
      const [step, alone] = queue[0]!;
      if (ran && (alone || performance.now() - start >= budget)) return later();
      queue.shift();
      safely(step);
      ran++;
      if (alone && queue.length) return later();
    }
    waiters.splice(0).forEach((resolve) => resolve());
  }

  function later(): void {
    // A timer, not a microtask: the browser paints and handles input in between.
    timer ??= setTimeout(drain, 0);
  }

  return {
    run(step, alone = false) {
      if (stopped) return;
      if (sliceMs === undefined) return step();
      const start = slice();
      if (!queue.length && !alone && performance.now() - start < budget) return safely(step);
      queue.push([step, alone]);
      later();
    },
    idle: () => (queue.length && !stopped ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve()),
    stop() {
      stopped = true;
      queue.length = 0;
      clearTimeout(timer);
      waiters.splice(0).forEach((resolve) => resolve());
    },
  };
}
