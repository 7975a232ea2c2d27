// A line of text as runs of one font file each: the lettering's characters in its subset files, a
// character it lacks in its fallback's, each run placed by the same widths the layout broke with.
import { FONT_FACES } from '../font-metrics.ts';
import type { FontId } from '../fonts.ts';
import { fontFor, widthOf } from '../measure.ts';
import type { Line } from '../page.ts';

export interface Run {
  font: FontId;
  /** Index into the font's subsets (fonts.ts). */
  face: number;
  text: string;
  /** Where the run starts, in page points. */
  x: number;
}

function faceOf(font: FontId, point: number): number {
  const faces = FONT_FACES[font];
  const index = faces.findIndex((ranges) => ranges.some(([first, last]) => point >= first && point <= last));
  return Math.max(0, index);
}

export function runsOf(line: Line): Run[] {
  const width = widthOf(line.text, line.font, line.size);
  let x = line.anchor === 'start' ? line.x : line.anchor === 'middle' ? line.x - width / 2 : line.x - width;
  const runs: Run[] = [];
  for (const character of line.text) {
    const point = character.codePointAt(0) ?? 0;
    const font = fontFor(line.font, point);
    const advance = widthOf(character, line.font, line.size);
    if (font !== undefined) {
      const face = faceOf(font, point);
      const last = runs.at(-1);
      if (last && last.font === font && last.face === face && !/\s/.test(character)) last.text += character;
      else if (!/\s/.test(character)) runs.push({ font, face, text: character, x });
      else if (last) last.text += character;
    }
    x += advance;
  }
  return runs;
}
