/** `navigator.onLine` is only trusted when it says false (true may still mean no network). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Runs `run` once, when the browser says it is online again; returns the cancel. */
export function whenOnline(run: () => void): () => void {
  window.addEventListener('online', run, { once: true });
  return () => window.removeEventListener('online', run);
}
