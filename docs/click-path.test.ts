import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import guide from './DEVELOPING.md?raw';

/**
 * The one-click path of an add to cart (DEVELOPING.md "One add to cart, layer by layer") stays
 * short and documented: every module a file on the path imports (statically or with import())
 * is on the path, a declaration it reads, listed beside the path, or shared infrastructure. A
 * new detour fails here until the guide says where it stands. The path is two: the request
 * (start-up code, at most 8 files) and its answer (mostly the answer's own chunk, at most 10).
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_ON_REQUEST_PATH = 8;
const MAX_ON_ANSWER_PATH = 10;

const section = guide.slice(guide.indexOf('## One add to cart, layer by layer'), guide.indexOf('## Adding a widget'));

/** The `path` items of the bullet list under the heading `#### <title>`. */
function listUnder(title: string): string[] {
  const start = section.indexOf(`#### ${title}`);
  const end = section.indexOf('####', start + 5);
  return [...section.slice(start, end === -1 ? undefined : end).matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!);
}

const onRequestPath = listUnder('On the request path');
const onAnswerPath = listUnder('On the answer path');
const onPath = [...onRequestPath, ...onAnswerPath];
const declarations = listUnder('Declarations it reads');
const beside = listUnder('Beside the path');
/** Files and folders (ending in /) written in code spans under "Shared infrastructure". */
const infra = [...section.slice(section.indexOf('#### Shared infrastructure')).matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const isInfrastructure = (file: string) => infra.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** The modules a file imports at run time (`import type` and type-only specifiers left out), as repository paths. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const specifiers: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s+'([^']+)'/gm)) {
    const [, typeOnly, clause = '', spec] = m;
    // `{ type A, type B }` alone imports nothing at run time either.
    const names = clause.startsWith('{')
      ? clause
          .slice(1, -1)
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : null;
    if (!typeOnly && !names?.every((n) => n.startsWith('type '))) specifiers.push(spec!);
  }
  for (const m of source.matchAll(/^import\s+'([^']+)'/gm)) specifiers.push(m[1]!);
  for (const m of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) specifiers.push(m[1]!);
  return specifiers
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const base = join(dirname(join(ROOT, file)), spec);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      return relative(ROOT, found ?? base);
    });
}

describe('the one-click path of an add to cart (DEVELOPING.md)', () => {
  it(`lists at most ${MAX_ON_REQUEST_PATH} files on the request path and ${MAX_ON_ANSWER_PATH} on the answer path, each one existing`, () => {
    expect(onRequestPath.length).toBeGreaterThan(0);
    expect(onAnswerPath.length).toBeGreaterThan(0);
    expect(onRequestPath.length).toBeLessThanOrEqual(MAX_ON_REQUEST_PATH);
    expect(onAnswerPath.length).toBeLessThanOrEqual(MAX_ON_ANSWER_PATH);
    for (const file of [...onPath, ...declarations, ...beside]) expect(existsSync(join(ROOT, file)), file).toBe(true);
    expect(infra).toContain('src/api/http.ts');
  });

  it('every import of a file on the path is on it, a declaration, beside it (listed) or infrastructure', () => {
    const known = new Set([...onPath, ...declarations, ...beside]);
    const detours = onPath.flatMap((file) =>
      runtimeImports(file)
        .filter((dep) => !known.has(dep) && !isInfrastructure(dep))
        .map((dep) => `${file} → ${dep}`),
    );
    expect(detours).toEqual([]);
  });

  it('lists nothing beside the path that the path does not import (the list stays current)', () => {
    const imported = new Set(onPath.flatMap(runtimeImports));
    expect([...declarations, ...beside].filter((file) => !imported.has(file))).toEqual([]);
  });

  it('the diagram names exactly the files on the path', () => {
    const diagram = section.slice(section.indexOf('```'), section.indexOf('```', section.indexOf('```') + 3));
    const named = new Set([...diagram.matchAll(/(?:src|widgets)\/[\w/.-]+\.ts/g)].map((m) => m[0]));
    expect([...named].sort()).toEqual([...onPath].sort());
  });
});
