import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { registry } from './registry';

const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`widgets/${entry.name}`).includes('contract.ts'))
  .map((entry) => entry.name);

describe('the registry', () => {
  it('takes every definition of every contract: `widget`, or `widgets` where registry.ts lists the folder', () => {
    const declared = folders.flatMap((folder) => {
      const source = readFileSync(`widgets/${folder}/contract.ts`, 'utf8');
      const several = /^export const widgets\b/m.test(source);
      expect(several || /^export const widget\b/m.test(source), `${folder}/contract.ts exports widget or widgets`).toBe(true);
      if (several) expect(readFileSync('mount/registry.ts', 'utf8')).toMatch(new RegExp(`[{,]${folder}[,}]`));
      return [folder];
    });
    expect(registry.every((definition) => definition && typeof definition.name === 'string')).toBe(true);
    // At least one definition per contract, in the order of their folders.
    expect(registry.length).toBeGreaterThanOrEqual(declared.length);
  });
});
