// Setting words in the book's fonts with their real advance widths (font-metrics.ts): the width of
// a text, lines broken to a measure, a size that fits. The preview and the PDF both draw the lines
// made here, so they break at the same words. Kerning and ligatures are off in both.
import { FONT_METRICS } from './font-metrics.ts';
import { FONTS, type FontId } from './fonts.ts';

/** Width tables by font, unpacked once from the runs on first use. */
const tables = new Map<FontId, Map<number, number>>();
function table(font: FontId): Map<number, number> {
  let widths = tables.get(font);
  if (widths === undefined) {
    const unpacked = new Map<number, number>();
    for (const [first, ...run] of FONT_METRICS[font].widths) {
      for (const [index, width] of run.entries()) unpacked.set(first + index, width);
    }
    widths = unpacked;
    tables.set(font, widths);
  }
  return widths;
}

/** The font that draws a character: the font itself, else its fallback, else undefined (nothing has it). */
export function fontFor(font: FontId, point: number): FontId | undefined {
  if (table(font).has(point)) return font;
  const fallback: FontId | undefined = 'fallback' in FONTS[font] ? FONTS[font].fallback : undefined;
  return fallback === undefined ? undefined : fontFor(fallback, point);
}

/** A character no font of the book has is measured as half an em (the PDF draws nothing there). */
const MISSING = 0.5;

/** Width of `text` at `size` points. */
export function widthOf(text: string, font: FontId, size: number): number {
  let em = 0;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    const drawnBy = fontFor(font, point);
    em += drawnBy === undefined ? MISSING : (table(drawnBy).get(point) ?? 0) / FONT_METRICS[drawnBy].unitsPerEm;
  }
  return em * size;
}

/** The characters of `text` that no font in `font`'s chain can draw. */
export function unprintable(text: string, font: FontId): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (character === '\n' || character === '\r' || character === '\t') continue;
    if (fontFor(font, character.codePointAt(0) ?? 0) === undefined) missing.add(character);
  }
  return [...missing];
}

/** Cap height and descent as fractions of the size. */
export const capHeightOf = (font: FontId) => FONT_METRICS[font].capHeight / FONT_METRICS[font].unitsPerEm;

/**
 * Lines of at most `measure` points: words kept whole, broken at spaces (and after hyphens when a
 * word alone is too long), paragraphs at line breaks.
 */
export function breakLines(text: string, font: FontId, size: number, measure: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).flatMap((part) => pieces(part, font, size, measure))) {
      const tried = line ? `${line} ${word}` : word;
      if (line && widthOf(tried, font, size) > measure) {
        lines.push(line);
        line = word;
      } else line = tried;
    }
    lines.push(line);
  }
  return lines;
}

/** A word wider than the measure, in pieces that fit: after its hyphens, else letter by letter. */
function pieces(word: string, font: FontId, size: number, measure: number): string[] {
  if (widthOf(word, font, size) <= measure) return [word];
  const out: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && widthOf(piece + character, font, size) > measure) {
      out.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece ? [...out, piece] : out;
}

/** The largest size from `largest` down to `smallest` (whole points) at which `text` takes at most `maxLines` lines. */
export function fitSize(text: string, font: FontId, largest: number, smallest: number, measure: number, maxLines = 1): number {
  for (let size = largest; size > smallest; size--) {
    const lines = breakLines(text, font, size, measure);
    if (lines.length <= maxLines && lines.every((line) => widthOf(line, font, size) <= measure)) return size;
  }
  return smallest;
}
