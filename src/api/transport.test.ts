import { describe, expect, it } from 'vitest';

// Every source module of the script, as text (tests and fixtures left out).
const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '/mount/**/*.{ts,tsx}', '/widgets/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the network transport', () => {
  it('is the one ky instance: only src/api/transport.ts imports ky, and it creates one instance', () => {
    const importers = Object.keys(sources).filter((path) => /from\s+['"]ky['"]/.test(sources[path]!));
    expect(importers).toEqual(['/src/api/transport.ts']);
    expect(sources['/src/api/transport.ts']!.match(/ky\.(create|extend)\(/g)).toHaveLength(1);
  });
});
