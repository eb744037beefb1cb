import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeImports } from '../test/helpers/imports';
import guide from './DEVELOPING.md?raw';

/**
 * The files one add to cart passes through (DEVELOPING.md "One add to cart"), counted whole:
 * every file the click's code imports at run time, statically or with import(), in any folder —
 * src/dom, src/lib, src/i18n and mount/ included — from where the click starts (the listener)
 * and where the core's ports are plugged in at start (injected, so no import leads there). Only
 * a file listed "beside the path" (imported, but not run by a loop button's add: a product
 * form's, an offline click's, a lost answer's) is left out, with its own imports.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The budget (issue 31): a newcomer follows one add through at most this many files. */
const MAX_FILES = 15;

const section = guide.slice(guide.indexOf('## One add to cart'), guide.indexOf('## Adding a widget'));

/** The `path` items of the bullet list under the heading `#### <title>`. */
function listUnder(title: string): string[] {
  const start = section.indexOf(`#### ${title}`);
  expect(start, title).toBeGreaterThan(-1);
  const end = section.indexOf('####', start + 5);
  return [...section.slice(start, end === -1 ? undefined : end).matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!);
}

const starts = listUnder('Where it starts');
const listed = listUnder('The files it passes through');
const beside = listUnder('Beside the path');

/** Every file reached from the starts, not following what is beside the path. */
function filesOnPath(): string[] {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next) || beside.includes(next)) continue;
    seen.add(next);
    queue.push(...runtimeImports(ROOT, next));
  }
  return [...seen];
}

describe('the files one add to cart passes through (DEVELOPING.md)', () => {
  it('the guide lists exactly the files the click reaches, every folder counted', () => {
    for (const file of [...starts, ...listed, ...beside]) expect(existsSync(join(ROOT, file)), file).toBe(true);
    expect([...listed].sort()).toEqual(filesOnPath().sort());
  });

  it(`stays at ${MAX_FILES} files or fewer`, () => {
    expect(listed.length).toBeLessThanOrEqual(MAX_FILES);
  });

  it('lists nothing beside the path that the path does not import (the list stays current)', () => {
    const imported = new Set(listed.flatMap((file) => runtimeImports(ROOT, file)));
    expect(beside.filter((file) => !imported.has(file))).toEqual([]);
  });
});
