// Bundles the book command (scripts/book.ts) into dist/book/book.js with esbuild, every package
// inside it, so the package runs `grandtales book` with no node_modules. The fonts it embeds are the
// site's own (dist/site/book-fonts/), which the package carries anyway.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'dist/book');

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [resolve(root, 'scripts/book.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  outfile: resolve(out, 'book.js'),
  logLevel: 'warning',
  define: { BOOK_BUNDLED: 'true' },
  // Bundled CommonJS dependencies call require(): give the ES module one.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
