import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = 'src/i18n/languages';

/** The part of a catalogue that code running at start shows (src/i18n/translations.ts). */
const FIRST_VIEW = '.first-view.json';

interface JedFile {
  locale_data: { messages: Record<string, unknown> };
}
const read = (file: string): JedFile => JSON.parse(readFileSync(join(SOURCE, file), 'utf8'));

/** A catalogue with its first-view part merged in. */
function complete(file: string, files: string[]): JedFile {
  const catalogue = read(file);
  const firstView = file.replace(/\.json$/, FIRST_VIEW);
  if (files.includes(firstView)) Object.assign(catalogue.locale_data.messages, read(firstView).locale_data.messages);
  return catalogue;
}

/**
 * Ships the translation catalogues as files too: `dist/languages/shop-widgets-<locale>.json`, in
 * the Jed 1.x JSON that `wp_set_script_translations()` / `load_script_textdomain()` load, for a
 * shop that translates further with its usual tools (README "Languages"). The bundle imports the
 * same files as chunks of their own; the strings code running at start shows are a part of their
 * own in the source (`<name>.first-view.json`, src/i18n/translations.ts), shipped here inside the
 * one complete file.
 */
export function languageFiles(): Plugin {
  return {
    name: 'shop-widgets-languages',
    apply: 'build',
    generateBundle() {
      const files = readdirSync(SOURCE).filter((name) => name.endsWith('.json'));
      for (const file of files.filter((name) => !name.endsWith(FIRST_VIEW))) {
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
