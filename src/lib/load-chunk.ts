/**
 * Loads a chunk (`() => import('./x')`); when that fails, tries once more at the same URL with a
 * cache-busting query. Why not the same URL again: Chromium answers a second import of a URL
 * that failed from its record of the failure, so a blip (a dropped connection, a deploy that
 * swapped files) would last until the next page load. The URL comes from the browser's error
 * ("Failed to fetch dynamically imported module: <url>"); where the error names none, the
 * first error stands. What fails twice is the caller's to fall back from (the markup's way).
 */
export function loadChunk<M>(load: () => Promise<M>, importUrl: (url: string) => Promise<unknown> = importFresh): Promise<M> {
  return load().catch((error: unknown) => {
    const url = failedModuleUrl(error);
    if (!url) throw error;
    const busted = new URL(url);
    busted.searchParams.set('retry', String(Date.now()));
    return importUrl(busted.href) as Promise<M>;
  });
}

/** The URL of the module a failed dynamic import names, if it names one. */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+?\.m?js)(?:\?\S*)?\s*$/.exec(message)?.[1];
}

function importFresh(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url);
}
