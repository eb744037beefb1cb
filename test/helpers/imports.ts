import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The file a relative specifier names, as a repository path (`.ts`, `.tsx` or a folder's `index.ts`). */
function resolve(root: string, from: string, spec: string): string {
  const base = join(dirname(join(root, from)), spec);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  return relative(root, found ?? base);
}

/**
 * The modules a file imports at run time, statically or with import() (`import type` and
 * type-only specifiers left out; comments ignored), as repository paths. Only our own files:
 * packages are not followed.
 */
export function runtimeImports(root: string, file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
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
  return [...new Set(specifiers.filter((spec) => spec.startsWith('.')).map((spec) => resolve(root, file, spec)))].filter((path) => /\.tsx?$/.test(path));
}
