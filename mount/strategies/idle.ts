/**
 * Runs fn when the browser is idle after load (at the latest 2 s after load), or soon where
 * requestIdleCallback is missing. Returns the cancel.
 */
export function whenIdle(fn: () => void): () => void {
  let cancel = () => removeEventListener('load', schedule);
  function schedule(): void {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(fn, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, 1);
      cancel = () => clearTimeout(id);
    }
  }
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
  return () => cancel();
}
