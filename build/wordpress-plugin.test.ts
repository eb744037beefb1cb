import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { pluginFiles } from './wordpress-plugin';

const dist = mkdtempSync(join(tmpdir(), 'shop-widgets-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A dist/ as `npm run build` leaves it, with every kind of file it holds. */
for (const file of [
  'shop-widgets.js',
  'chunks/1-AbCdEfG.js',
  'chunks/1-AbCdEfG.js.map',
  'chunks/react-XyZ1234.js',
  'chunks/names.json',
  'languages/shop-widgets-nl_NL.json',
  'languages/shop-widgets-i18n.js',
  'shop-widgets-wordpress.zip',
  'testing/index.js',
  'types/src/index.d.ts',
]) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), file);
}

const source = (file: string) => readFileSync(join('wordpress', file), 'utf8');

describe('the WordPress plugin zip', () => {
  it('holds the plugin, the files the browser loads and each catalogue under the name WordPress looks for', () => {
    const files = pluginFiles(dist);
    expect(files.map((file) => file.name)).toEqual([
      'shop-widgets/includes/woocommerce-cart-scripts.php',
      'shop-widgets/includes/woozone-country-box-spot.php',
      'shop-widgets/readme.txt',
      'shop-widgets/shop-widgets.php',
      'shop-widgets/dist/shop-widgets.js',
      'shop-widgets/dist/chunks/1-AbCdEfG.js',
      'shop-widgets/dist/chunks/names.json',
      'shop-widgets/dist/chunks/react-XyZ1234.js',
      'shop-widgets/languages/shop-widgets-nl_NL-shop-widgets.json',
    ]);
    const catalogue = files.find((file) => file.name.endsWith('nl_NL-shop-widgets.json'))!;
    expect(readFileSync(catalogue.path, 'utf8')).toBe('languages/shop-widgets-nl_NL.json');
  });

  it('carries the package version in the plugin header, its constant and readme.txt', () => {
    expect(source('shop-widgets.php')).toMatch(new RegExp(`^ \\* Version: +${pkg.version}$`, 'm'));
    expect(source('shop-widgets.php')).toContain(`const SHOP_WIDGETS_VERSION = '${pkg.version}';`);
    expect(source('readme.txt')).toMatch(new RegExp(`^Stable tag: ${pkg.version}$`, 'm'));
  });

  it('is licensed as WordPress plugins are, in the header and readme.txt', () => {
    expect(source('shop-widgets.php')).toMatch(/^ \* License: +GPL-2\.0-or-later$/m);
    expect(source('readme.txt')).toMatch(/^License: GPL-2\.0-or-later$/m);
  });
});
