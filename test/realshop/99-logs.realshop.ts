import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { realshop } from './shop';

const debugLog = (): string[] => {
  const file = realshop().logs.debug;
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
};

test('the run left no PHP notice, warning or error from the plugin in WordPress’s debug log, and no fatal error at all', () => {
  const lines = debugLog();
  expect(lines.filter((line) => line.includes('/plugins/shop-widgets/') || /shop[-_]widgets/i.test(line))).toEqual([]);
  expect(lines.filter((line) => line.includes('PHP Fatal error'))).toEqual([]);
});
