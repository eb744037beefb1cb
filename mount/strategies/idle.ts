/**
 * Runs fn when the browser is idle (after load), or soon where requestIdleCallback is missing.
 * Returns the cancel.
 */
export function whenIdle(fn: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (!cancelled) fn();
  };
  const schedule = () => {
    if (cancelled) return;
    const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
    if (ric) {
      const id = ric(run, { timeout: 2000 });
      cancelScheduled = () => (globalThis as unknown as { cancelIdleCallback(id: number): void }).cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1);
      cancelScheduled = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
