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

/** The release of each hold on. */
const holds = new Set<() => void>();
const waiting: (() => void)[] = [];
let urgentDepth = 0;

/** Holds chunk loads until the returned hold is released, at the latest after QUIET_LANE_MAX_MS. */
export function holdChunkLoads(): QuietHold {
  const release = () => {
    clearTimeout(bound);
    if (holds.delete(release) && !holds.size) waiting.splice(0).forEach((go) => go());
  };
  const bound = setTimeout(release, QUIET_LANE_MAX_MS);
  holds.add(release);
  return { release };
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

/** Resolves when the lane is open (at once, if it is). */
const laneOpen = () => (holds.size ? new Promise<void>((go) => waiting.push(go)) : 0);

/**
 * Runs a load through the lane: started once it is open, its outcome (module or failure)
 * handed over once it is open; both at once inside `urgently()`.
 */
export function throughLane<M>(start: () => Promise<M>): Promise<M> {
  if (urgentDepth) return start();
  return (holds.size ? Promise.resolve(laneOpen()).then(start) : start()).finally(laneOpen);
}

/** Releases every hold: whatever waits goes now. */
export function openLane(): void {
  holds.forEach((release) => release());
}
