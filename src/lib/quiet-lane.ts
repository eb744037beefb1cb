import { afterNextFrame } from './after-frame';

/**
 * The quiet lane: while a shopper's add to cart is on its way, chunk loads that are not part of
 * that click wait, and go once its answer has been painted.
 *
 * Why: on a cold page the click comes with loads of its own — intent (the pointer over the
 * button loads the toasts, going down the language catalogue), a scroll (the scroll helpers), a
 * widget coming into view. Each lands as tasks of its own (evaluate, start, mount), and the
 * add's answer waited behind them (~30 ms at 4× CPU) before the header and the panel could show
 * it. None of them is needed in that frame.
 *
 * Every chunk load passes through loadChunk() (load-chunk.ts), which runs it `throughLane()`:
 * while the lane is held, a load starts only once it opens, and a load already on its way is
 * handed over (its `then`: a widget's start, an island's mount) only once it opens — the
 * browser still evaluates what arrives, but nothing of ours runs on it. What the click itself
 * needs goes at once: a load started inside `urgently(fn)` (the panel's code when the panel
 * opens, the lost-add check). A held load is only later, never lost: a held click waiting for it
 * (mount/deferred-code.ts) replays when it comes. The lane opens:
 * - when the add's answer has been painted (`releaseAfterFrame`), or at once when it failed or
 *   was lost (`release`);
 * - in the task after any later click of the shopper (the lane serves one click: the next one's
 *   code must not wait for the first one's answer; an add it starts holds the lane again);
 * - after QUIET_LANE_MAX_MS whatever happens (a slow server must not keep the page's code back);
 * - when someone waits for every load (`chunkLoadsSettled()`: a page being torn down, a test).
 */
export const QUIET_LANE_MAX_MS = 2000;

export interface QuietHold {
  /** Opens the lane for this hold now. Idempotent. */
  release(): void;
  /** Opens it in a task after the next frame: what this task showed is painted first. */
  releaseAfterFrame(): void;
}

const holds = new Set<QuietHold>();
let waiting: (() => void)[] = [];
let urgentDepth = 0;

function openIfNoHold(): void {
  if (holds.size > 0) return;
  window.removeEventListener('click', releaseAfterClick, true);
  const go = waiting;
  waiting = [];
  go.forEach((resume) => resume());
}

/**
 * A click of the shopper ends the holds taken before it, in the task after it: whatever its
 * code needs must not wait for an earlier click's answer. The click's own add, if it is one,
 * has taken its hold by then, so the lane stays quiet for that one.
 */
function releaseAfterClick(): void {
  const before = [...holds];
  setTimeout(() => before.forEach((hold) => hold.release()), 0);
}

/** Holds chunk loads until the returned hold is released (at the latest after QUIET_LANE_MAX_MS). */
export function holdChunkLoads(): QuietHold {
  let cancelLater: (() => void) | undefined;
  const bound = setTimeout(() => hold.release(), QUIET_LANE_MAX_MS);
  const hold: QuietHold = {
    release() {
      if (!holds.delete(hold)) return;
      clearTimeout(bound);
      cancelLater?.();
      openIfNoHold();
    },
    releaseAfterFrame() {
      if (holds.has(hold) && !cancelLater) cancelLater = afterNextFrame(() => hold.release());
    },
  };
  // Capture on window: seen before any handler of the click, which may take a hold of its own.
  if (holds.size === 0) window.addEventListener('click', releaseAfterClick, true);
  holds.add(hold);
  return hold;
}

/** Runs fn; the chunk loads it starts (synchronously) go at once, held or not. */
export function urgently<T>(fn: () => T): T {
  urgentDepth++;
  try {
    return fn();
  } finally {
    urgentDepth--;
  }
}

/** Resolves when the lane is open (now, if it is). */
function laneOpen(): Promise<void> {
  return holds.size === 0 ? Promise.resolve() : new Promise((resume) => waiting.push(resume));
}

/**
 * Runs a load through the lane: started once it is open, its outcome handed over once it is
 * open; both at once inside `urgently()`.
 */
export function throughLane<M>(start: () => Promise<M>): Promise<M> {
  if (urgentDepth > 0) return start();
  const started = holds.size === 0 ? start() : laneOpen().then(start);
  return started.then(
    (module) => (holds.size === 0 ? module : laneOpen().then(() => module)),
    (error: unknown) => {
      if (holds.size === 0) throw error;
      return laneOpen().then(() => {
        throw error;
      });
    },
  );
}

/** Releases every hold: whatever waits goes now. */
export function openLane(): void {
  [...holds].forEach((hold) => hold.release());
}
