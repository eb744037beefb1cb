import { dispatchError } from '../events/widget-error';

/**
 * How many more times a chunk that failed to download is imported at its own URL. Each try gets
 * one level further down the chunk's static imports (the browser learns what a chunk imports only
 * once that chunk has come, and fetches those imports together), so when every file fails once
 * (a CDN hiccup) a chunk whose imports reach N levels deep needs N + 1 failed tries before the
 * next works. The browser suite holds the build to this (test/e2e/chunk-retry.e2e.ts).
 */
export const SAME_URL_RETRIES = 4;

/**
 * The pause before the first retry; it doubles for each next one. Why pause at all: the browser
 * rejects an import as soon as one of its files fails, while the files fetched beside it may still
 * be on their way; a try at once would join those fetches and fail with them, a try wasted. The
 * pause lets them land, and gives a hiccup a moment to pass.
 */
export const FIRST_RETRY_PAUSE = 100;

/**
 * Loads a chunk (`() => import('./x')`); when it or one of its static imports fails to download,
 * imports it again at the same URL, up to `SAME_URL_RETRIES` times, after a pause. The same URL:
 * a browser that follows the HTML standard as it is now (whatwg/html#10327; Chromium does)
 * forgets a failed fetch, fetches that file again on the next import, and keeps every module it
 * already has, so each module runs once, whichever chunk imports it (the store and the cart core
 * stay one). A browser that still keeps a failure for the page view fails those tries from its
 * record; it gets one last try with a cache-busting query, which can reach the chunk itself (not
 * its imports). That try is last because a second URL makes a second instance of the module
 * wherever the first one loads too. The URL comes from the browser's error ("Failed to fetch
 * dynamically imported module: <url>"); an error that names none (not a download failure, or a
 * browser that does not say) stands at once. What still fails is the caller's to fall back from
 * (the markup's way).
 *
 * A chunk that fails for good is dispatched as `shop-widgets:error` (phase `chunk`), unless the
 * caller names the widget it is the code of: the scanner reports that one itself (phase `load`).
 */
export function loadChunk<M>(load: () => Promise<M>, importUrl: (url: string) => Promise<unknown> = importFresh, widget?: string): Promise<M> {
  const loading = loadWithRetries(load, importUrl).catch((error: unknown) => {
    if (!widget) dispatchError(null, 'chunk', error);
    throw error;
  });
  inFlight.add(loading);
  const forget = () => inFlight.delete(loading);
  loading.then(forget, forget);
  return loading;
}

async function loadWithRetries<M>(load: () => Promise<M>, importUrl: (url: string) => Promise<unknown>): Promise<M> {
  let url: string | undefined;
  for (let retries = 0; ; retries++) {
    try {
      return await load();
    } catch (error) {
      url = failedModuleUrl(error);
      if (!url) throw error;
      if (retries === SAME_URL_RETRIES) break;
    }
    await new Promise((resume) => setTimeout(resume, FIRST_RETRY_PAUSE * 2 ** retries));
  }
  return importUrl(`${url}?retry=${Date.now()}`) as Promise<M>;
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
