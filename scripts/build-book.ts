// Bundles the book command (scripts/book.ts) into dist/book/book.js with esbuild, every package
// inside it, so the package runs `grandtales book` with no node_modules. The fonts it embeds are the
// site's own (dist/site/book-fonts/), which the package carries anyway.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'dist/book');

rmSync(out, { recursive: true, force: true });
await build({
  ...NODE_BUNDLE,
  entryPoints: [resolve(root, 'scripts/book.ts')],
  outfile: resolve(out, 'book.js'),
  define: { BOOK_BUNDLED: 'true' },
});
