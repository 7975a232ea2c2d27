// The book's typefaces: Fraunces for the words, and one lettering per art style for the titles on
// the cover, the title page and the spreads' headings. Every face is a static instance from an
// @fontsource package, split by that package into unicode subsets (one woff2 file each): the
// preview loads the same files as @font-face rules and the PDF embeds them, so both measure and
// draw the very same glyphs. A character a lettering lacks is set in Fraunces, as a browser would.

export interface FontSpec {
  /** The @fontsource package: @fontsource/<pkg>. */
  pkg: string;
  weight: number;
  style: 'normal' | 'italic';
  subsets: readonly string[];
  /** Where a character this font lacks is set instead. */
  fallback?: FontId;
}

const LATIN = ['latin', 'latin-ext', 'vietnamese'] as const;
const fraunces = (weight: number, style: 'normal' | 'italic'): FontSpec => ({ pkg: 'fraunces', weight, style, subsets: LATIN });
const lettering = (pkg: string, weight: number, subsets: readonly string[]): FontSpec => ({
  pkg,
  weight,
  style: 'normal',
  subsets,
  fallback: 'story',
});

export const FONTS = {
  /** The story, folios and small print. */
  story: fraunces(400, 'normal'),
  /** The dedication and the grandparents' letter. */
  letter: fraunces(400, 'italic'),
  /** Words that stand out in running text. */
  strong: fraunces(600, 'normal'),
  'lettering-watercolor': lettering('dancing-script', 700, LATIN),
  'lettering-classic-storybook': lettering('im-fell-english', 400, ['latin']),
  'lettering-bright-cartoon': lettering('titan-one', 400, ['latin', 'latin-ext']),
  'lettering-paper-cutout': lettering('lilita-one', 400, ['latin', 'latin-ext']),
  'lettering-crayon-doodle': lettering('gloria-hallelujah', 400, ['latin', 'latin-ext']),
  'lettering-cozy-gouache': lettering('yeseva-one', 400, LATIN),
} as const satisfies Record<string, FontSpec>;
export type FontId = keyof typeof FONTS;

export const FONT_IDS = Object.keys(FONTS) as FontId[];

/** The lettering of an art style: its titles look like its pictures. */
export function letteringOf(styleId: string): FontId {
  const id = `lettering-${styleId}`;
  if (!(id in FONTS)) throw new Error(`book: no lettering for the art style "${styleId}"`);
  return id as FontId;
}

/**
 * A face's file, as a path inside node_modules ("@fontsource/fraunces/files/fraunces-latin-400-normal.woff2"):
 * WOFF2 for browsers, WOFF for the PDF (the same glyphs and widths; pdf/woff.ts says why).
 */
export const faceFile = ({ pkg, weight, style }: FontSpec, subset: string, format: 'woff2' | 'woff' = 'woff2'): string =>
  `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-${style}.${format}`;

/** Where the site serves the book's font files (src/pages/book-fonts/). */
export const FONT_PATH = '/book-fonts/';

/** A face file's name as served: its basename under FONT_PATH. */
export const servedName = (file: string): string => file.slice(file.lastIndexOf('/') + 1);

/** Every face file, WOFF2 and WOFF, with the name it is served under. */
export function bookFontFiles(): { file: string; served: string }[] {
  return FONT_IDS.flatMap((id) =>
    FONTS[id].subsets.flatMap((subset) =>
      (['woff2', 'woff'] as const).map((format) => {
        const file = faceFile(FONTS[id], subset, format);
        return { file, served: servedName(file) };
      }),
    ),
  );
}

/** The family name a font goes by in the preview's CSS, so no page style can shadow it. */
export const cssFamily = (id: FontId): string => `Book ${id}`;

/** What the layout needs of a font, read from its files by scripts/book-fonts.ts (font-metrics.ts). */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  /** Advance widths in font units, runs of consecutive code points packed into one string (width-runs.ts). */
  widths: string;
}

/** Each subset file's code points, as [first, last] ranges, in the order of FontSpec.subsets (font-metrics.ts). */
export type FontFaces = [number, number][][];
