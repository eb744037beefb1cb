import { describe, expect, it } from 'vitest';

// Every source module of the script, as text (tests and fixtures left out).
const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '/mount/**/*.{ts,tsx}', '/widgets/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('ky', () => {
  it('has one ky instance: only the REST client imports ky (the cart sends with fetch), and it creates one instance', () => {
    const importers = Object.keys(sources).filter((path) => /from\s+['"]ky['"]/.test(sources[path]!));
    expect(importers).toEqual(['/src/rest/client.ts']);
    expect(sources['/src/rest/client.ts']!.match(/ky\.(create|extend)\(/g)).toHaveLength(1);
  });
});
