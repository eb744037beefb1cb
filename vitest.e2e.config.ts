import { defineConfig } from 'vitest/config';

// The browser suite: the built bundle on the demo server, driven in headless Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    // A test's waits are on conditions; this only caps a test that hangs. On a machine that another
    // process keeps busy, the axe pass over every demo page has needed more than 30 s.
    testTimeout: 90_000,
    // expect.poll waits for a condition; its default of 1 s failed on a machine that other jobs
    // kept busy (load average 27: a smooth scroll, a live search answer took longer).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
