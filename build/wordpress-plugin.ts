import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { createZip } from './zip';

/** The plugin, beside the bundle in dist/: uploaded through Plugins → Add New → Upload. */
export const PLUGIN_ZIP = 'shop-widgets-wordpress.zip';
/** The folder the zip unpacks into (wp-content/plugins/shop-widgets/): the plugin's slug. */
export const PLUGIN_FOLDER = 'shop-widgets';
/** The plugin's PHP, readme.txt and anything else WordPress reads from the plugin's folder. */
const PLUGIN_SOURCE = 'wordpress';
/** The script module's id (wordpress/shop-widgets.php) and the text domain. */
const MODULE_ID = 'shop-widgets';
const TEXT_DOMAIN = 'shop-widgets';

/** Paths of the files under `dir`, relative to it, `/`-separated, sorted; none when it is absent. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/** A file of the plugin: its path inside the plugin's folder and the file it is made of. */
export interface PluginFile {
  name: string;
  path: string;
}

/**
 * What the plugin holds, from the plugin's source folder and a built `dist/`:
 * - every file of `wordpress/` as it is;
 * - the files the browser loads: the entry and its chunks (`dist/shop-widgets.js`,
 *   `dist/chunks/*.js` and `names.json`, which says which file is which chunk), not the source
 *   maps (written for a debugger, not served) nor the kit and types (for Node);
 * - each catalogue under the name WordPress looks for first in the folder that
 *   wp_set_script_module_translations() names (`<domain>-<locale>-<module id>.json`,
 *   `_load_script_textdomain_from_src()` in WordPress's l10n.php).
 */
export function pluginFiles(distDir: string, sourceDir: string = PLUGIN_SOURCE): PluginFile[] {
  const source = filesUnder(sourceDir).map((file) => ({ name: file, path: join(sourceDir, file) }));
  const bundle = ['shop-widgets.js', ...filesUnder(join(distDir, 'chunks'), 'chunks/').filter((file) => /\.(js|json)$/.test(file))]
    .filter((file) => existsSync(join(distDir, file)))
    .map((file) => ({ name: `dist/${file}`, path: join(distDir, file) }));
  const languages = filesUnder(join(distDir, 'languages')).flatMap((file) => {
    const locale = new RegExp(`^${TEXT_DOMAIN}-([A-Za-z]{2,3}(?:_[A-Za-z0-9]+)*)\\.json$`).exec(file)?.[1];
    return locale ? [{ name: `languages/${TEXT_DOMAIN}-${locale}-${MODULE_ID}.json`, path: join(distDir, 'languages', file) }] : [];
  });
  return [...source, ...bundle, ...languages].map((file) => ({ ...file, name: `${PLUGIN_FOLDER}/${file.name}` }));
}

/**
 * Writes `dist/shop-widgets-wordpress.zip` once the library build has written the bundle (after
 * every plugin's writeBundle, which renames the chunks: build/chunk-names.ts), so that every
 * build of the bundle, `npm run build` and the demo's alike, ships the plugin with it.
 */
export function wordpressPluginZip(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-widgets:wordpress-zip',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error?: Error) {
      // A failed build has no bundle to ship (the build reports its own error).
      if (error || !existsSync(join(outDir, 'shop-widgets.js'))) return;
      const entries = pluginFiles(outDir).map(({ name, path }) => ({ name, data: readFileSync(path) }));
      writeFileSync(join(outDir, PLUGIN_ZIP), createZip(entries));
    },
  };
}
