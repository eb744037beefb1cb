import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The module mount/registry.ts imports: every widget folder's definitions. */
export const WIDGET_REGISTRY_ID = 'virtual:widget-registry';
const RESOLVED = `\0${WIDGET_REGISTRY_ID}`;

/**
 * The registry, derived from the widget folders: `virtual:widget-registry` imports the
 * `widgets` of every `widgets/<name>/contract.ts`, in the order of the folders' names.
 *
 * Why not `import.meta.glob`: its result is keyed by each contract's path, and those paths
 * shipped in the start-up code cost about 0.2 KB gz there; only the definitions are wanted.
 * Used by the library builds and by vitest (each config lists it).
 */
export function widgetRegistry(root = process.cwd()): Plugin {
  const widgets = resolve(root, 'widgets');
  return {
    name: 'shop-widgets:widget-registry',
    resolveId: (id) => (id === WIDGET_REGISTRY_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const folders = readdirSync(widgets).sort();
      // One exception to the folders' order: the store notice reads its cookie before order
      // attribution's landing capture writes the sbjs cookies, while the browser's copy of the
      // jar is still good (a read after a write waits on the browser process).
      if (folders.includes('order-attribution') && folders.includes('store-notice')) {
        folders.splice(folders.indexOf('store-notice'), 1);
        folders.splice(folders.indexOf('order-attribution'), 0, 'store-notice');
      }
      const contracts = folders.map((folder) => resolve(widgets, folder, 'contract.ts')).filter((path) => existsSync(path));
      const imports = contracts.map((path, i) => `import { widgets as w${i} } from ${JSON.stringify(path)};`);
      return `${imports.join('\n')}\nexport default [${contracts.map((_, i) => `...w${i}`).join(', ')}];\n`;
    },
  };
}
