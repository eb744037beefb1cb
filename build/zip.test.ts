import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readZip } from '../test/helpers/read-zip';
import { createZip } from './zip';

const text = Buffer.from('<?php\n// a line a zip deflates\n'.repeat(50));
const noise = randomBytes(64);

describe('createZip', () => {
  it('writes an archive an unzip tool reads back: each folder, then each file with its bytes', () => {
    const zip = createZip([
      { name: 'plugin/main.php', data: text },
      { name: 'plugin/dist/chunks/1.js', data: noise },
      { name: 'plugin/empty.txt', data: new Uint8Array(0) },
    ]);
    const entries = readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      'plugin/',
      'plugin/dist/',
      'plugin/dist/chunks/',
      'plugin/main.php',
      'plugin/dist/chunks/1.js',
      'plugin/empty.txt',
    ]);
    expect(entries[3]!.data.equals(text)).toBe(true);
    expect(entries[4]!.data.equals(noise)).toBe(true);
    expect(entries[5]!.data.length).toBe(0);
  });

  it('deflates what shrinks and gives folders 0755, files 0644', () => {
    const zip = createZip([{ name: 'a/b.php', data: text }]);
    expect(zip.length).toBeLessThan(text.length / 4);
    const modes = Object.fromEntries(readZip(zip).map((entry) => [entry.name, entry.mode.toString(8)]));
    expect(modes).toEqual({ 'a/': '40755', 'a/b.php': '100644' });
  });

  it('gives the same bytes for the same files (no build time in the archive)', () => {
    const files = [{ name: 'x/y.js', data: text }];
    expect(createZip(files).equals(createZip(files))).toBe(true);
  });
});
