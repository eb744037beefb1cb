import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { widgetRegistry } from './build/widget-registry';

// The second library build: `shop-widgets/testing` (dist/testing/), the kit for widget tests.
// It runs in Node under vitest, so the package's dependencies and the test tools (vitest, msw)
// stay imports of the consumer's own copies: one React, one MSW interceptor, one `vi`.
const external = [...Object.keys(pkg.dependencies), 'msw', 'vitest'];

export default defineConfig({
  plugins: [widgetRegistry()],
  build: {
    target: 'es2022',
    outDir: 'dist/testing',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: 'testing/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
