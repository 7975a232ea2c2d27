// The metrics the layout measures with are the fonts' own: font-metrics.ts is what
// scripts/book-fonts.ts writes from the files today, and the WOFF the PDF embeds has the same
// advances as the WOFF2 the preview shows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { expect, test } from 'vitest';
import { fontMetrics } from './font-files.ts';
import { FONT_IDS, FONTS, faceFile } from './fonts.ts';

const require = createRequire(import.meta.url);

/** fontkit's tables, which its types leave out. */
interface Tables {
  hmtx: { metrics: { get(index: number): { advance: number } } };
  hhea: { numberOfMetrics: number };
  _cmapProcessor: { lookup(point: number): number };
}

test('font-metrics.ts is up to date with the font files (else run node scripts/book-fonts.ts)', () => {
  expect(readFileSync(new URL('./font-metrics.ts', import.meta.url), 'utf8')).toBe(fontMetrics());
});

test('each face’s WOFF and WOFF2 have the same characters and advances', () => {
  for (const id of FONT_IDS) {
    for (const subset of FONTS[id].subsets) {
      const [woff2, woff] = (['woff2', 'woff'] as const).map((format) =>
        fontkit.create(readFileSync(require.resolve(faceFile(FONTS[id], subset, format)))),
      );
      expect(woff.characterSet, `${id} ${subset}`).toEqual(woff2.characterSet);
      // Advances from the cmap and hmtx tables, which fontkit reads alike in both formats.
      const advances = (font: typeof woff) => {
        const tables = font as unknown as Tables;
        const last = tables.hhea.numberOfMetrics - 1;
        return font.characterSet.map((point) => tables.hmtx.metrics.get(Math.min(tables._cmapProcessor.lookup(point), last)).advance);
      };
      expect(advances(woff), `${id} ${subset}`).toEqual(advances(woff2));
    }
  }
});
