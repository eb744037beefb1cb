import { defineConfig } from 'vite';
import { demoShopPlugin } from './fixtures/transports/vite-plugin';
import { coreChunk } from './build/core-chunk';
import { widgetRegistry } from './build/widget-registry';
import { languageFiles } from './build/languages';
import { chunkNames } from './build/chunk-names';
import { compileHints } from './build/compile-hints';
import { wordpressPluginZip } from './build/wordpress-plugin';

const core = coreChunk();
const names = chunkNames();

// The library build: one ES entry (`dist/shop-widgets.js`) that a theme loads with a single
// <script type="module">. React and every island are separate chunks that the entry imports on
// demand. The preview server (`npm start`) serves the built bundle inside the Dutch demo shop.
export default defineConfig({
  define: {
    // Library mode keeps process.env.NODE_ENV as is; without this React ships its dev build.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    target: 'es2022',
    // The maps are written beside the chunks (for a debugger or an error tracker to load), but no
    // chunk names its map: the comment cost every page 0.1–0.35 KB gz of its start-up budget.
    sourcemap: 'hidden',
    emptyOutDir: true,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'shop-widgets.js',
    },
    // terser first, then rolldown's own minifier over its output: the start-up code comes out
    // 0.5 KB gz (2 %) smaller than with either alone, and issue 11 caps what a page fetches at
    // load at 20 KB gz. `hoist_funs` (function declarations first in their scope, as the engine
    // sees them anyway) takes another 93 B gz off the start-up code; the product page, which
    // also loads the country box at start, is the page closest to that cap.
    minify: 'terser',
    terserOptions: { compress: { passes: 2, hoist_funs: true }, format: { comments: false } },
    rolldownOptions: {
      preserveEntrySignatures: 'allow-extension',
      // Every imported constant (a hook's selector, a SPEC value) is written where it is used,
      // not imported: a lazy chunk that reads a contract's selector then carries its own copy,
      // instead of the start-up code exporting it (each export costs the core chunk ~4.5 B gzip).
      // Only primitive constants are inlined, so nothing can change meaning. 'smart' (the
      // default) inlines only in conditions.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        minify: true,
        // No comments at all: rolldown keeps its `/* @__PURE__ */` marks (for a bundler that would
        // take our files in) unless told, 36 of them in the start-up code alone.
        comments: false,
        // `chunks/<name>-<hash>.js`, one hash for all our chunks (build/chunk-names.ts): the
        // start-up code names every chunk it may load.
        chunkFileNames: names.chunkFileNames,
        // React is shared by every island: one named chunk, fetched once, with the first island
        // the page or the shopper asks for (mount/strategies/), never at idle.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The start-up code, out of the entry file: see build/core-chunk.ts.
            { name: 'core', test: core.test, priority: 10 },
            // The rest of the message catalogue (src/i18n/t-lazy.ts): English sources and their
            // Dutch, one chunk shared by every piece of code that shows those strings.
            { name: 't-lazy', test: /src[\\/]i18n[\\/](t-lazy|messages-lazy)\.ts$|src[\\/]i18n[\\/]languages[\\/]shop-widgets-\w+\.json$/, priority: 6 },
            // The comparison's pure helpers and its data-* declarations: every compare chunk but
            // one needs both — one file, not two.
            // The HTML helpers (with their URL rule): one chunk, shared by every piece of code that
            // puts the server's HTML in the page.
            { name: 'html', test: /src[\\/]dom[\\/]html\.ts$/, priority: 6 },
            { name: 'compare-shared', test: /src[\\/]lib[\\/]compare\.ts$|widgets[\\/]compare[\\/]data\.ts$/, priority: 6 },
          ],
        },
      },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 4173,
    strictPort: true,
  },
  plugins: [widgetRegistry(), core.plugin, compileHints(), names.plugin, languageFiles(), wordpressPluginZip(), demoShopPlugin()],
});
