import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = 'src/i18n/languages';

/**
 * A catalogue's parts: `<name>.<part>.json` beside `<name>.json` — `start`, the strings the
 * start-up code shows, inside it (src/i18n/t.ts); `<name>.json` is the rest (src/i18n/t-lazy.ts).
 */
const isPart = (file: string) => /\.[a-z-]+\.json$/.test(file);

interface JedFile {
  locale_data: { messages: Record<string, unknown> };
}
const read = (file: string): JedFile => JSON.parse(readFileSync(join(SOURCE, file), 'utf8'));

/** A catalogue with its parts merged in. */
function complete(file: string, files: string[]): JedFile {
  const catalogue = read(file);
  const name = file.replace(/\.json$/, '.');
  for (const part of files.filter((other) => other.startsWith(name) && isPart(other))) {
    Object.assign(catalogue.locale_data.messages, read(part).locale_data.messages);
  }
  return catalogue;
}

/**
 * Ships the translation catalogues as files too: `dist/languages/shop-widgets-<locale>.json`, in
 * the Jed 1.x JSON that `wp_set_script_translations()` / `load_script_textdomain()` load, for a
 * shop that translates further with its usual tools (README "Languages"). The bundle imports the
 * same files, split by keys into parts (`<name>.<part>.json`, see isPart); shipped here as the
 * one complete file.
 */
export function languageFiles(): Plugin {
  return {
    name: 'shop-widgets-languages',
    apply: 'build',
    generateBundle() {
      const files = readdirSync(SOURCE).filter((name) => name.endsWith('.json'));
      for (const file of files.filter((name) => !isPart(name))) {
        this.emitFile({ type: 'asset', fileName: `languages/${file}`, source: JSON.stringify(complete(file, files)) });
      }
      // A classic script handle for wp_set_script_translations() to hang a shop's translations on
      // (script modules have no translation loading; WordPress prints translations only for a
      // handle with a file). It does nothing itself.
      this.emitFile({
        type: 'asset',
        fileName: 'languages/shop-widgets-i18n.js',
        source: '/* Carries the shop-widgets translations into wp.i18n (README "Languages"). */\n',
      });
    },
  };
}
