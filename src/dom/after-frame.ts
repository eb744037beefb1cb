/**
 * Runs fn in a task after the next frame — after what the current task changed has been
 * painted — or after `boundMs` where no frame comes (a hidden tab has none; a DOM without
 * requestAnimationFrame neither), whichever is first. Returns the cancel.
 *
 * Why a task after the frame, not the frame's own callback: requestAnimationFrame runs before
 * the paint, so work there still delays what the shopper sees.
 */
/** The cancels of the work still waiting for its frame (cancelAfterFrameWork()). */
const waiting = new Set<() => void>();

export function afterNextFrame(fn: () => void, boundMs = 100): () => void {
  let done = false;
  let frame: number | undefined;
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    fn();
  };
  const bound = setTimeout(run, boundMs);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (afterPaint = setTimeout(run, 0)));
  function cancel(): void {
    done = true;
    waiting.delete(cancel);
    clearTimeout(bound);
    clearTimeout(afterPaint);
    if (frame !== undefined) cancelAnimationFrame(frame);
  }
  waiting.add(cancel);
  return cancel;
}

/**
 * Drops every piece of work still waiting for its frame: the script is stopping, and none of it
 * may run on a page (or a test environment) that is being taken down.
 */
export function cancelAfterFrameWork(): void {
  for (const cancel of [...waiting]) cancel();
}
