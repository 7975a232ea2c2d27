// The book's fonts as CSS @font-face rules, for a page that shows the book (the builder's preview,
// an MCP App view): the very files the PDF embeds, each with the characters it holds, so a browser
// loads a subset only when a page uses it and sets the text with the widths the layout measured.
import { FONT_FACES } from './font-metrics.ts';
import { cssFamily, FONT_IDS, FONTS, faceFile } from './fonts.ts';

const hex = (point: number) => point.toString(16).toUpperCase();

/** @font-face rules for every face; `url` turns a face file (fonts.ts faceFile) into the URL it is served at. */
export function fontFaceCss(url: (file: string) => string): string {
  return FONT_IDS.flatMap((id) => {
    const spec = FONTS[id];
    return spec.subsets.map((subset, index) => {
      const ranges = FONT_FACES[id][index].map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`));
      return `@font-face{font-family:'${cssFamily(id)}';font-style:${spec.style};font-weight:${spec.weight};font-display:block;src:url(${url(
        faceFile(spec, subset),
      )}) format('woff2');unicode-range:${ranges.join(',')}}`;
    });
  }).join('');
}
