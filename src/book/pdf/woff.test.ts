import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { expect, test } from 'vitest';
import { nodeInflate } from '../font-files.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);

test('a WOFF becomes the TrueType inside it: the same glyphs and tables, and both inflaters agree', async () => {
  const woff = readFileSync(require.resolve('@fontsource/fraunces/files/fraunces-latin-400-normal.woff'));
  const sfnt = await woffToSfnt(woff, nodeInflate);
  expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000);
  const [before, after] = [fontkit.create(woff), fontkit.create(sfnt as Buffer)];
  expect(after.numGlyphs).toBe(before.numGlyphs);
  const tables = (font: typeof before) => Object.keys((font as unknown as { directory: { tables: object } }).directory.tables).sort();
  expect(tables(after)).toEqual(tables(before));
  expect(after.glyphForCodePoint(0x00eb).path.toSVG()).toBe(before.glyphForCodePoint(0x00eb).path.toSVG());
  const { streamInflate } = await import('./woff.ts');
  expect(await woffToSfnt(woff, streamInflate)).toEqual(sfnt);
});
