// `node scripts/book-fonts.ts`: reads the book's font files (src/book/fonts.ts) and writes what the
// layout measures with, src/book/font-metrics.ts. Run it after changing a font or upgrading an
// @fontsource package; src/book/font-metrics.test.ts fails until it is run.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fontMetrics } from '../src/book/font-files.ts';

const out = resolve(import.meta.dirname, '../src/book/font-metrics.ts');
writeFileSync(out, fontMetrics());
process.stdout.write(`${out}\n`);
