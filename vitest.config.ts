import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom + MSW). The browser suite has its own config.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  // QA tests import the kit by its public name, as a project that installed the package does.
  resolve: { alias: { 'shop-widgets/testing': fileURLToPath(new URL('./testing/index.ts', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mount/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'fixtures/**/*.test.{ts,tsx}',
            'docs/**/*.test.ts',
            'testing/**/*.test.ts',
          ],
          // The cart core runs without a DOM: its tests are the project 'core' below.
          exclude: ['src/cart/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      // The cart core (src/cart): plain functions with injected I/O, tested in Node without a DOM
      // (and without test/setup.ts, which prepares a page).
      { extends: true, test: { name: 'core', environment: 'node', include: ['src/cart/**/*.test.ts'] } },
      // Tests written as QA writes them: their own server from setupShop(), no global one (two
      // MSW servers would both handle every request: "Body is unusable").
      { extends: true, test: { name: 'qa', include: ['qa/**/*.test.ts'] } },
    ],
    // Islands import React on their first mount; on a busy machine one test can need more than 5 s.
    restoreMocks: true,
    // A lazily imported chunk that arrives after its test's environment is gone cannot load; that
    // is the end of the test, not a fault of the product. Every other unhandled error still fails.
    onUnhandledError: (error) => (error as { name?: string }).name !== 'EnvironmentTeardownError',
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
