import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { realshop } from './shop';

const debugLog = (): string[] => {
  const file = realshop().logs.debug;
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};

test('the whole run left WordPress’s debug log empty: no PHP notice, warning or error, from the plugin or anything else', () => {
  expect(debugLog()).toEqual([]);
});
