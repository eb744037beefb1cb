import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { registry } from './registry';

const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`widgets/${entry.name}`).includes('contract.ts'))
  .map((entry) => entry.name);

/** The relative imports of a source file, as written. */
const importsOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => m[1]!);

describe('the registry', () => {
  it("is every widget folder's contract, each with its `widgets`", () => {
    expect(folders.length).toBeGreaterThan(30);
    for (const folder of folders) {
      const contract = readFileSync(`widgets/${folder}/contract.ts`, 'utf8');
      expect(contract, `${folder}/contract.ts exports widgets`).toMatch(/^export const widgets: WidgetDefinition\[\] = \[/m);
    }
    const names = new Set(registry.map((definition) => definition.name));
    expect(registry.every((definition) => typeof definition.name === 'string')).toBe(true);
    // A folder's widgets are named after it: they start with its name (`cart-panel-trigger`) or
    // its singular (`modal-triggers`; `deal-countdown` beside `ratings` in the deal cards' folder).
    for (const folder of folders)
      expect(
        [...names].some((name) => name.startsWith(folder.replace(/s$/, ''))),
        folder,
      ).toBe(true);
  });

  it('has no import cycle between a contract and its modules: no module imports a contract', () => {
    const sources = folders.flatMap((folder) =>
      readdirSync(`widgets/${folder}`)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'contract.ts')
        .map((file) => `widgets/${folder}/${file}`),
    );
    const importing = sources.filter((path) => importsOf(path).some((target) => /(^|\/)contract$/.test(target)));
    expect(importing).toEqual([]);
  });
});
