/**
 * A countdown of whole seconds: shows from-1 … 0 one tick apart, then ends. Used by the sync
 * notice (15 s, ticking every 1000 ms, then reload).
 */
export interface Countdown {
  stop(): void;
}

export function startCountdown(options: { from: number; tickMs: number; onTick(left: number): void; onEnd(): void }): Countdown {
  let left = options.from;
  const timer = setInterval(() => {
    left--;
    options.onTick(left);
    if (left <= 0) {
      clearInterval(timer);
      options.onEnd();
    }
  }, options.tickMs);
  return { stop: () => clearInterval(timer) };
}
