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
 * opens, the lost-add check). A held load is only later, never lost: a held click waiting for
 * it (mount/deferred-code.ts) replays when it comes.
 *
 * Who holds it and when it opens is the add's (widgets/add-to-cart/quiet-add.ts); whatever
 * happens, a hold ends after QUIET_LANE_MAX_MS (a slow server must not keep the page's code
 * back), and `openLane()` ends them all (chunkLoadsSettled(): a page being torn down, a test).
 */
export const QUIET_LANE_MAX_MS = 2000;

export interface QuietHold {
  /** Opens the lane for this hold (it stays held while another hold is on). Idempotent. */
  release(): void;
}

const holds = new Set<QuietHold>();
let waiting: (() => void)[] = [];
let urgentDepth = 0;

/** Holds chunk loads until the returned hold is released, at the latest after QUIET_LANE_MAX_MS. */
export function holdChunkLoads(): QuietHold {
  const bound = setTimeout(() => hold.release(), QUIET_LANE_MAX_MS);
  const hold: QuietHold = {
    release() {
      if (!holds.delete(hold)) return;
      clearTimeout(bound);
      if (holds.size > 0) return;
      const resume = waiting;
      waiting = [];
      resume.forEach((go) => go());
    },
  };
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
  return holds.size === 0 ? Promise.resolve() : new Promise((go) => waiting.push(go));
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
