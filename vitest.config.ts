import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { widgetRegistry } from './build/widget-registry';

// Unit and component tests (jsdom + MSW). The browser suite has its own config.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  plugins: [widgetRegistry()],
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
            'build/**/*.test.ts',
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
    restoreMocks: true,
    // Islands import React on their first mount, through Vite's transform: on a machine that another
    // process keeps busy one test can need more than 30 s (waits end on their condition, not on this).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    unstubGlobals: true,
  },
});
