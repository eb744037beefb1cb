import { log } from '../src/lib/log';
import { loadChunk } from '../src/lib/load-chunk';

/** Loads a widget's chunk by name (for the log) and kind ('island', 'widget'); null when it failed. */
export type LoadOnce = <M>(name: string, kind: string, load: () => Promise<M>) => Promise<M | null>;

/** Tells the console that a widget's code failed to load or to start: its markup stays as the server printed it. */
export function failed(kind: string, name: string, what: 'load' | 'start', error: unknown): void {
  log.error(`${kind} "${name}" failed to ${what}; the page keeps its server markup.`, error);
}

/**
 * One download per chunk, shared by every element and strategy that needs it; a failed one
 * (after load-chunk's retry) is logged and forgotten, so the next need tries again. Nothing is
 * logged once the scanner was stopped (`isStopped`): a torn-down page has no one to tell.
 */
export function createChunkLoader(isStopped: () => boolean): LoadOnce {
  const modules = new Map<() => Promise<unknown>, Promise<unknown>>();
  return function loadOnce<M>(name: string, kind: string, load: () => Promise<M>): Promise<M | null> {
    let promise = modules.get(load) as Promise<M | null> | undefined;
    if (!promise) {
      promise = loadChunk(load).catch((error: unknown) => {
        modules.delete(load);
        if (!isStopped()) failed(kind, name, 'load', error);
        return null;
      });
      modules.set(load, promise);
    }
    return promise;
  };
}
