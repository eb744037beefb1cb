/**
 * Runs fn when the browser is idle after load (at the latest 2 s after load), or soon where
 * requestIdleCallback is missing. Returns the cancel.
 */
export function whenIdle(fn: () => void): () => void {
  const idle = 'requestIdleCallback' in window;
  let id = 0;
  // `load` comes once: the listener needs no removing once it has run.
  const schedule = () => (id = idle ? requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 1));
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule);
  return () => {
    removeEventListener('load', schedule);
    (idle ? cancelIdleCallback : clearTimeout)(id);
  };
}
