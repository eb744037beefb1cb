import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The journey files run in the order of their names: the first uploads the plugin through
 * wp-admin, the last reads the logs the whole run left.
 */
class JourneysInOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// The shopper's journeys on a real WordPress + WooCommerce + Storefront shop (realshop/shop.mjs),
// with the built plugin zip uploaded through wp-admin, in headless Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/realshop/**/*.realshop.ts'],
    globalSetup: ['test/realshop/global-setup.ts'],
    setupFiles: ['test/realshop/print-logs-on-failure.ts'],
    // Real PHP pages on a busy 2-core machine: a test's waits are on conditions, this only caps a hang.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
    // One shop, one story, one file at a time.
    fileParallelism: false,
    sequence: { sequencer: JourneysInOrder },
  },
});
