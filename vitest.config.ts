import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom + MSW). The browser suite has its own config.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mount/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'fixtures/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Islands import React on their first mount; on a busy machine one test can need more than 5 s.
    restoreMocks: true,
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
