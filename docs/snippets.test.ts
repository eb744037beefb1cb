import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code the docs show from a file of the project is that file, not a copy that drifts: a block
 * between `<!-- snippet: <path> -->` and `<!-- /snippet -->` must be the file at <path> (from the
 * repository's root), whole and exactly. The by-hand PHP for themes is the plugin's own
 * wordpress/includes/woocommerce-cart-scripts.php: docs/wordpress.md shows it this way, and the
 * README's snippet requires the file itself (one source).
 */
const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

interface Snippet {
  document: string;
  path: string;
  shown: string;
}

/** The marked blocks of a document: the file each names and the code it shows. */
function snippetsOf(document: string): Snippet[] {
  const markers = /<!-- snippet: (\S+) -->\n```[a-z]*\n([\s\S]*?)```\n<!-- \/snippet -->/g;
  return [...read(document).matchAll(markers)].map(([, path, shown]) => ({ document, path: path!, shown: shown! }));
}

const snippets = documents.flatMap(snippetsOf);

describe('code the docs show from the project', () => {
  it("docs/wordpress.md shows the plugin's WooCommerce cart-scripts file whole; the README's by-hand PHP requires that file", () => {
    const shown = snippets.filter((snippet) => snippet.document === 'docs/wordpress.md').map((snippet) => snippet.path);
    expect(shown).toContain('wordpress/includes/woocommerce-cart-scripts.php');
    expect(read('README.md')).toContain("require_once get_theme_file_path( 'shop-widgets/woocommerce-cart-scripts.php' );");
  });

  it.each(snippets.map((snippet) => [`${snippet.document} → ${snippet.path}`, snippet] as const))('%s is the file as it is', (_, snippet) => {
    expect(snippet.shown).toBe(read(snippet.path));
  });

  it('every marker opens a block that is closed (a broken marker is not skipped silently)', () => {
    for (const document of documents) {
      const opened = read(document).match(/<!-- snippet: /g)?.length ?? 0;
      expect(snippetsOf(document).length, document).toBe(opened);
    }
  });
});
