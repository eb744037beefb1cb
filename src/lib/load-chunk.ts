import { dispatchError } from '../events/widget-error';

/**
 * Loads a chunk (`() => import('./x')`); when that fails, tries once more at the same URL with a
 * cache-busting query. Why not the same URL again: Chromium answers a second import of a URL
 * that failed from its record of the failure, so a blip (a dropped connection, a deploy that
 * swapped files) would last until the next page load. The URL comes from the browser's error
 * ("Failed to fetch dynamically imported module: <url>"); where the error names none, the
 * first error stands. What fails twice is the caller's to fall back from (the markup's way).
 *
 * A chunk that fails for good is dispatched as `shop-widgets:error` (phase `chunk`), unless the
 * caller names the widget it is the code of: the scanner reports that one itself (phase `load`).
 */
export function loadChunk<M>(load: () => Promise<M>, importUrl: (url: string) => Promise<unknown> = importFresh, widget?: string): Promise<M> {
  const loading = load()
    .catch((error: unknown) => {
      const url = failedModuleUrl(error);
      if (!url) throw error;
      return importUrl(`${url}?retry=${Date.now()}`) as Promise<M>;
    })
    .catch((error: unknown) => {
      if (!widget) dispatchError(null, 'chunk', error);
      throw error;
    });
  inFlight.add(loading);
  const forget = () => inFlight.delete(loading);
  loading.then(forget, forget);
  return loading;
}

// Loads on their way, so that whoever ends a page (a test before its environment goes) can wait
// for them: an import that lands after the end has nowhere to run.
const inFlight = new Set<Promise<unknown>>();

/** Whether any chunk load is still on its way. */
export function chunkLoadsPending(): boolean {
  return inFlight.size > 0;
}

/** Settles once every chunk load on its way now has settled (loaded or failed). */
export async function chunkLoadsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/** The URL of the module a failed dynamic import names, if it names one. */
export function failedModuleUrl(error: unknown): string | undefined {
  return /(https?:\/\/\S+?\.m?js)(\?\S*)?\s*$/.exec((error as Error)?.message ?? error)?.[1];
}

function importFresh(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url);
}
