import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = 'src/i18n/languages';

/**
 * Ships the translation catalogues as files too: `dist/languages/shop-widgets-<locale>.json`, in
 * the Jed 1.x JSON that `wp_set_script_translations()` / `load_script_textdomain()` load, for a
 * shop that translates further with its usual tools (README "Languages"). The bundle imports the
 * same files as chunks of their own.
 */
export function languageFiles(): Plugin {
  return {
    name: 'shop-widgets-languages',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(SOURCE).filter((name) => name.endsWith('.json'))) {
        const catalogue: unknown = JSON.parse(readFileSync(join(SOURCE, file), 'utf8'));
        this.emitFile({ type: 'asset', fileName: `languages/${file}`, source: JSON.stringify(catalogue) });
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
