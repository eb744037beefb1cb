import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically (our own code, not node_modules) into one
 * `core` chunk, so the entry file is only `src/index.ts`.
 *
 * Why: lazy chunks import what they share with the start-up code from the chunk that holds it.
 * If that were the entry, they would import `../shop-widgets.js` — without the `?ver=…` that
 * WordPress puts on the script tag — and the browser would load and run the entry a second time
 * (a second store, bus and message table; "loaded twice" warning). A hashed core chunk has one
 * URL for everybody.
 */
export function coreChunk() {
  const staticImports = new Map<string, readonly string[]>();
  let reachable: Set<string> | null = null;
  let entryId = '';

  const plugin: Plugin = {
    name: 'shop-widgets:core-chunk',
    buildStart() {
      staticImports.clear();
      reachable = null;
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (info.isEntry) entryId = info.id;
    },
  };

  /** The group's test: our modules in the entry's static import graph (the graph is complete by chunking time). */
  const test = (id: string): boolean => {
    if (!reachable) {
      reachable = new Set();
      const queue = [...(staticImports.get(entryId) ?? [])];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (reachable.has(next)) continue;
        reachable.add(next);
        queue.push(...(staticImports.get(next) ?? []));
      }
    }
    return id !== entryId && !id.includes('node_modules') && reachable.has(id);
  };

  return { plugin, test };
}
