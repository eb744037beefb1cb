import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Stands for the build's hash in file names until every file is written (7 characters, as the hash). */
const PLACEHOLDER = 'Bld_Hsh';
const HASH_LENGTH = PLACEHOLDER.length;

/**
 * Chunks kept under a hash of their own: the libraries and the runtime they import, which do not
 * change with our code, so a returning visitor keeps them across deploys.
 */
const OWN_HASH = new Set(['react', 'rolldown-runtime']);

/** Beside the chunks: which chunk each short file name is (`{ "<file>": "<name>" }`). */
export const NAMES_FILE = 'chunks/names.json';

/**
 * Chunk file names: `chunks/<n>-<hash>.js`, where `<n>` is a short number (base 36) and the hash
 * of our own chunks is ONE hash of all of them (of their final contents), not one per chunk.
 *
 * Why short: the start-up code names every chunk it may load (49 `import()`s), and every page
 * fetches those names: the readable ones (`country-box-island`, `shop-widgets-nl_NL.first-view`
 * …, 553 characters) cost every page 135 B gzip of the 20 KB it may fetch at load. What each
 * file is stays readable in `chunks/names.json` (written beside them) and in the source maps.
 *
 * Why one hash: 48 different 7-character hashes cost ~0.4 KB gzip at start, one repeated hash
 * nearly nothing. Caching loses next to nothing: nearly every chunk imports the core chunk, so a
 * change of the core renamed them all anyway; React and the runtime keep readable names and
 * hashes of their own (`OWN_HASH`).
 *
 * Rolldown cannot know that hash while it names the chunks: they are named with a placeholder,
 * and once they are written the placeholder is replaced in every file name and content (the same
 * length, so the source maps stay true).
 */
export function chunkNames() {
  /** How many of our chunks are named so far: the next one's number. */
  let count = 0;

  const chunkFileNames = ({ name }: { name: string }): string => {
    if (OWN_HASH.has(name)) return `chunks/[name]-[hash:${HASH_LENGTH}].js`;
    count += 1;
    return `chunks/${count.toString(36)}-${PLACEHOLDER}.js`;
  };

  const plugin: Plugin = {
    name: 'shop-widgets:chunk-names',
    apply: 'build',
    renderStart() {
      count = 0;
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => [file, `${file}.map`])
        .filter((file) => existsSync(join(dir, file)))
        .sort();
      const contents = new Map(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
      const withPlaceholder = files.filter((file) => file.includes(PLACEHOLDER) || contents.get(file)!.includes(PLACEHOLDER));
      if (withPlaceholder.length === 0) return;
      const hash = createHash('sha256');
      for (const file of withPlaceholder) hash.update(file).update('\0').update(contents.get(file)!).update('\0');
      const buildHash = hash.digest('base64url').slice(0, HASH_LENGTH);
      for (const file of withPlaceholder) {
        const target = file.replaceAll(PLACEHOLDER, buildHash);
        writeFileSync(join(dir, file), contents.get(file)!.replaceAll(PLACEHOLDER, buildHash));
        if (target !== file) renameSync(join(dir, file), join(dir, target));
      }
      const names = readableNames(bundle, buildHash);
      writeFileSync(join(dir, NAMES_FILE), `${JSON.stringify(names, null, 1)}\n`);
    },
  };

  return { chunkFileNames, plugin };
}

/**
 * Our chunks' readable names by their final file names (without `chunks/`). Chunks of one name
 * from different folders (two widgets' `listeners`) are told apart by the folder of their module:
 * `login-popups/listeners`, the same on every build whatever order rolldown names them in. Two
 * files of one module (its code, and the re-export a dynamic import of it fetches) share the name.
 */
function readableNames(bundle: Rollup.OutputBundle, buildHash: string): Record<string, string> {
  const ours = Object.values(bundle).filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.fileName.includes(PLACEHOLDER));
  const folder = (chunk: Rollup.OutputChunk) => basename(dirname(chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? ''));
  const inSeveralFolders = (name: string) => new Set(ours.filter((chunk) => chunk.name === name).map(folder)).size > 1;
  const byNumber = (file: string) => parseInt(file, 36);
  return Object.fromEntries(
    ours
      .map(
        (chunk) =>
          [basename(chunk.fileName).replace(PLACEHOLDER, buildHash), inSeveralFolders(chunk.name) ? `${folder(chunk)}/${chunk.name}` : chunk.name] as const,
      )
      .sort(([a], [b]) => byNumber(a) - byNumber(b)),
  );
}
