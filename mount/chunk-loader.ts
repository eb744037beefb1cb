import { loadChunk } from '../src/lib/load-chunk';
import { type ErrorPhase, reportError } from '../src/events/widget-error';

/** Loads a widget's chunk, named for the report; null when it failed. */
export type LoadOnce = <M>(name: string, load: () => Promise<M>) => Promise<M | null>;

/**
 * Tells the console, and whoever listens for `shop-widgets:error`, that a widget failed (its
 * code did not load, threw as it started, or its hook is not a selector): its markup stays as
 * the server printed it, the other widgets go on.
 */
export function failed(name: string, phase: Extract<ErrorPhase, 'selector' | 'load' | 'start'>, error: unknown): void {
  const what = phase === 'selector' ? 'has a hook that is not a valid selector and is left out' : `failed to ${phase}`;
  reportError(name, phase, error, `widget "${name}" ${what}; the page keeps its server markup.`);
}

/**
 * One download per chunk, shared by every element and strategy that needs it; a failed one
 * (after load-chunk's retries) is logged and forgotten, so the next need tries again. Nothing is
 * logged once the scanner was stopped (`isStopped`): a torn-down page has no one to tell.
 */
export function createChunkLoader(isStopped: () => boolean): LoadOnce {
  const modules = new Map<() => Promise<unknown>, Promise<unknown>>();
  return function loadOnce<M>(name: string, load: () => Promise<M>): Promise<M | null> {
    let promise = modules.get(load) as Promise<M | null> | undefined;
    if (!promise) {
      promise = loadChunk(load, undefined, name).catch((error: unknown) => {
        modules.delete(load);
        if (!isStopped()) failed(name, 'load', error);
        return null;
      });
      modules.set(load, promise);
    }
    return promise;
  };
}
