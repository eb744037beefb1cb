import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLUGIN_ZIP, pluginFiles } from '../../build/wordpress-plugin';
import { readZip } from '../helpers/read-zip';

/** The zip `npm run build` wrote beside the bundle, as WordPress's upload form unpacks it. */
const entries = readZip(readFileSync(`dist/${PLUGIN_ZIP}`));
const files = entries.filter((entry) => !entry.name.endsWith('/'));
const inZip = (name: string) => files.find((entry) => entry.name === name);

describe('dist/shop-widgets-wordpress.zip after a build', () => {
  it('holds the plugin with the bundle as built, byte for byte', () => {
    const expected = pluginFiles('dist');
    expect(files.map((entry) => entry.name).sort()).toEqual(expected.map((file) => file.name).sort());
    for (const { name, path } of expected) expect(inZip(name)!.data.equals(readFileSync(path)), name).toBe(true);
  });

  it('unpacks into one folder, shop-widgets/, with the main file, readme.txt and the Dutch catalogue', () => {
    expect(new Set(entries.map((entry) => entry.name.split('/')[0]))).toEqual(new Set(['shop-widgets']));
    expect(inZip('shop-widgets/shop-widgets.php')!.data.toString()).toContain('Plugin Name:');
    expect(inZip('shop-widgets/readme.txt')).toBeDefined();
    const catalogue = JSON.parse(inZip('shop-widgets/languages/shop-widgets-nl_NL-shop-widgets.json')!.data.toString());
    expect(catalogue.locale_data.messages['View cart']).toEqual(['Bekijk winkelwagen']);
  });

  it('has every chunk that the entry and the chunks import', () => {
    const code = files.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.data.toString());
    const imported = new Set(code.flatMap((text) => [...text.matchAll(/["'`]\.{1,2}\/(?:chunks\/)?([\w-]+\.js)["'`]/g)].map((match) => match[1]!)));
    expect(imported.size).toBeGreaterThan(10);
    for (const file of imported) expect(inZip(`shop-widgets/dist/chunks/${file}`), file).toBeDefined();
  });
});
