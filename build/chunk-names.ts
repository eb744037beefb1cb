import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Stands for the build's hash in file names until every file is written (7 characters, as the hash). */
const PLACEHOLDER = 'Bld_Hsh';
const HASH_LENGTH = PLACEHOLDER.length;

/**
 * Chunks kept under a hash of their own: the libraries and the runtime they import, which do not
 * change with our code, so a returning visitor keeps them across deploys.
 */
const OWN_HASH = new Set(['react', 'zod', 'rolldown-runtime']);

/**
 * Chunk file names: `chunks/<name>-<hash>.js`, where the hash of our own chunks is ONE hash of all
 * of them (of their final contents), not one per chunk. The start-up code names every chunk it
 * may load (48 `import()`s): 48 different 7-character hashes cost ~0.4 KB gzip at start, one
 * repeated hash nearly nothing. Caching loses next to nothing: nearly every chunk imports the
 * core chunk, so a change of the core renamed them all anyway; React, zod and the runtime keep
 * hashes of their own (`OWN_HASH`).
 *
 * Rolldown cannot know that hash while it names the chunks: they are named with a placeholder,
 * and once they are written the placeholder is replaced in every file name and content (the same
 * length, so the source maps stay true).
 */
export function chunkNames() {
  const taken = new Map<string, number>();

  const chunkFileNames = ({ name }: { name: string }): string => {
    if (OWN_HASH.has(name)) return `chunks/[name]-[hash:${HASH_LENGTH}].js`;
    // Two chunks of one name (two widgets' `listeners`) are told apart in the name, before the
    // hash, so that every file still ends in `-<hash>.js`.
    const count = (taken.get(name) ?? 0) + 1;
    taken.set(name, count);
    return `chunks/${name}${count > 1 ? count : ''}-${PLACEHOLDER}.js`;
  };

  const plugin: Plugin = {
    name: 'shop-widgets:chunk-names',
    apply: 'build',
    renderStart() {
      taken.clear();
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => [file, `${file}.map`])
        .filter((file) => existsSync(join(dir, file)))
        .sort();
      const contents = new Map(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
      const named = files.filter((file) => file.includes(PLACEHOLDER) || contents.get(file)!.includes(PLACEHOLDER));
      if (named.length === 0) return;
      const hash = createHash('sha256');
      for (const file of named) hash.update(file).update('\0').update(contents.get(file)!).update('\0');
      const buildHash = hash.digest('base64url').slice(0, HASH_LENGTH);
      for (const file of named) {
        const target = file.replaceAll(PLACEHOLDER, buildHash);
        writeFileSync(join(dir, file), contents.get(file)!.replaceAll(PLACEHOLDER, buildHash));
        if (target !== file) renameSync(join(dir, file), join(dir, target));
      }
    },
  };

  return { chunkFileNames, plugin };
}
