/** Runs fn when the browser is idle (after load), or soon where requestIdleCallback is missing. */
export function whenIdle(fn: () => void): void {
  const schedule = () => {
    const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
    if (ric) ric(fn, { timeout: 2000 });
    else setTimeout(fn, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
