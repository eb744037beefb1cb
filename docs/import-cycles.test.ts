import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeImports } from '../test/helpers/imports';

/**
 * No import cycles where a newcomer would have to hold two places in mind at once (issue 31):
 * - between widget folders: `widgets/<a>` imports no file of `widgets/<b>` (what two folders
 *   share lives outside widgets/, or in one owning folder), and no two folders import each
 *   other, directly or through others;
 * - between a contract and the code it starts or loads: the contract declares, the code reads
 *   its hooks from the folder's hooks.ts, so the contract is read first and alone.
 * Imports are the run-time ones (static and import()), as the bundler follows them.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const widgetFiles = filesUnder('widgets');
/** The widget folder of a file; `widgets/shared/` is code for any widget, not a widget. */
const folderOf = (file: string) => {
  const folder = /^widgets\/([^/]+)\//.exec(file)?.[1];
  return folder === 'shared' ? undefined : folder;
};

/** Every file a file reaches through its run-time imports (itself left out unless a cycle leads back). */
function reachable(from: string): Set<string> {
  const seen = new Set<string>();
  const queue = runtimeImports(ROOT, from);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...runtimeImports(ROOT, next));
  }
  return seen;
}

/*
 * What is left of what was there when this test came (issue 31): the consent gate is handed the
 * coupons' reveal reader; the list must shrink when that goes, and anything new fails.
 */
const KNOWN_INTERNAL_IMPORTS = new Set(['widgets/analytics/with-consent.ts → widgets/coupons/coupon-reveal.ts']);

/** Every known entry still found (the list stays true), and nothing found that is not known. */
function expectOnlyKnown(found: string[], known: Set<string>): void {
  expect(found.filter((entry) => !known.has(entry))).toEqual([]);
  expect([...known].filter((entry) => !found.includes(entry))).toEqual([]);
}

describe('import cycles', () => {
  it('no widget folder imports a file of another', () => {
    const internals = widgetFiles.flatMap((file) =>
      runtimeImports(ROOT, file)
        .filter((dep) => folderOf(dep) && folderOf(dep) !== folderOf(file))
        .map((dep) => `${file} → ${dep}`),
    );
    expectOnlyKnown(internals, KNOWN_INTERNAL_IMPORTS);
  });

  it('no two widget folders import each other (directly or through others)', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of widgetFiles) {
      for (const dep of runtimeImports(ROOT, file)) {
        const [from, to] = [folderOf(file), folderOf(dep)];
        if (from && to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some((to) => to === target || (!seen.has(to) && (seen.add(to), reaches(to, target, seen))));
    const cycles = [...edges.keys()].filter((folder) => reaches(folder, folder));
    expect(cycles).toEqual([]);
  });

  it('no contract is imported back by the code it starts or loads', () => {
    const contracts = widgetFiles.filter((file) => file.endsWith('/contract.ts'));
    expect(contracts.length).toBeGreaterThan(10);
    const cycles = contracts.filter((contract) => reachable(contract).has(contract));
    expect(cycles).toEqual([]);
  });
});
