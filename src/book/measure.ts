// Setting words in the book's fonts with their real advance widths (font-metrics.ts): the width of
// a text, lines broken to a measure, a size that fits. The preview and the PDF both draw the lines
// made here, so they break at the same words. Kerning and ligatures are off in both.
import { FONT_METRICS } from './font-metrics.ts';
import { FONTS, type FontId } from './fonts.ts';
import { unpackWidths } from './width-runs.ts';

/** Width tables by font, unpacked once from the runs on first use. */
const tables = new Map<FontId, Map<number, number>>();
function table(font: FontId): Map<number, number> {
  let widths = tables.get(font);
  if (widths === undefined) {
    widths = unpackWidths(FONT_METRICS[font].widths);
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

/** A paragraph's words with their widths in ems (widths add up: no kerning), so any size is a multiplication. */
function measured(paragraph: string, font: FontId): { word: string; width: number }[] {
  const words = paragraph.split(/[ \t]+/).filter(Boolean);
  return (words.length > 0 ? words : ['']).map((word) => ({ word, width: widthOf(word, font, 1) }));
}

/**
 * Lines of at most `measure` points: words kept whole, broken at spaces (a word alone too long for
 * the measure letter by letter), paragraphs at line breaks.
 */
export function breakLines(text: string, font: FontId, size: number, measure: number): string[] {
  const space = widthOf(' ', font, 1);
  const room = measure / size;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let [line, width] = ['', 0];
    for (const { word, width: wordWidth } of measured(paragraph, font).flatMap((entry) => pieces(entry, font, room))) {
      if (line && width + space + wordWidth > room) {
        lines.push(line);
        [line, width] = [word, wordWidth];
      } else [line, width] = line ? [`${line} ${word}`, width + space + wordWidth] : [word, wordWidth];
    }
    lines.push(line);
  }
  return lines;
}

/** A word wider than the room (in ems), in pieces that fit. */
function pieces(entry: { word: string; width: number }, font: FontId, room: number): { word: string; width: number }[] {
  if (entry.width <= room) return [entry];
  const out: { word: string; width: number }[] = [];
  let [piece, width] = ['', 0];
  for (const character of entry.word) {
    const advance = widthOf(character, font, 1);
    if (piece && width + advance > room) {
      out.push({ word: piece, width });
      [piece, width] = ['', 0];
    }
    piece += character;
    width += advance;
  }
  return piece ? [...out, { word: piece, width }] : out;
}

/** The largest size from `largest` down to `smallest` (whole points) at which `text` takes at most `maxLines` lines. */
export function fitSize(text: string, font: FontId, largest: number, smallest: number, measure: number, maxLines = 1): number {
  // One line: its width at 1 pt gives the size at once; more lines are tried from the largest down.
  const single = Math.floor(measure / Math.max(widthOf(text, font, 1), 1e-9));
  if (maxLines === 1 && !text.includes('\n')) return Math.max(smallest, Math.min(largest, single));
  for (let size = largest; size > smallest; size--) {
    if (breakLines(text, font, size, measure).length <= maxLines) return size;
  }
  return smallest;
}
