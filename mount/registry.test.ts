import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { registry } from './registry';

const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`widgets/${entry.name}`).includes('contract.ts'))
  .map((entry) => entry.name);

describe('the registry', () => {
  it('lists every contract: its `widget`, or its `widgets` where it defines several', () => {
    const source = readFileSync('mount/registry.ts', 'utf8');
    for (const folder of folders) {
      const contract = readFileSync(`widgets/${folder}/contract.ts`, 'utf8');
      const several = /^export const widgets\b/m.test(contract);
      expect(several || /^export const widget\b/m.test(contract), `${folder}/contract.ts exports widget or widgets`).toBe(true);
      const name = several ? 'widgets' : 'widget';
      expect(source).toMatch(new RegExp(`import \\{ ${name} as \\w+ \\} from '\\.\\./widgets/${folder}/contract';`));
    }
    expect(registry.every((definition) => definition && typeof definition.name === 'string')).toBe(true);
    // At least one definition per contract.
    expect(registry.length).toBeGreaterThanOrEqual(folders.length);
  });
});
