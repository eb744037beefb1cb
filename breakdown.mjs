import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const only = process.argv.slice(2);
await build({ logLevel: 'silent', build: { write: false, sourcemap: false }, plugins: [{ name: 'bd', generateBundle(_, bundle) {
  for (const c of Object.values(bundle)) {
    if (c.type !== 'chunk') continue;
    if (only.length && !only.some((o) => c.fileName.includes(o))) continue;
    const gz = gzipSync(c.code).length;
    console.log(`\n== ${c.fileName} raw ${c.code.length} gz ${gz}`);
    const rows = Object.entries(c.modules).map(([id, m]) => [m.renderedLength, id.replace(process.cwd() + '/', '')]).sort((a, b) => b[0] - a[0]);
    for (const [n, id] of rows) if (n > 0) console.log(String(n).padStart(7), id);
  }
}}]});
