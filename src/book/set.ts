// Setting blocks of text on a page: lines broken to a measure, aligned in a column, and blocks
// stacked and centred between a top and a bottom.
import type { FontId } from './fonts.ts';
import { breakLines, capHeightOf, fitSize } from './measure.ts';
import type { Line } from './page.ts';

export interface Block {
  text: string;
  font: FontId;
  /** The size, or [largest, smallest, most lines]: the largest size at which the text fits that many lines. */
  size: number | [number, number, number];
  /** Line spacing as a multiple of the size. */
  leading: number;
  /** Space above the block, in points (ignored for the first). */
  before?: number;
}

interface SetBlock {
  lines: string[];
  font: FontId;
  size: number;
  leading: number;
  before: number;
}

/** Height from the first line's cap height to the last baseline. */
const heightOf = ({ lines, font, size, leading }: SetBlock) => capHeightOf(font) * size + (lines.length - 1) * leading * size;

/**
 * Blocks one under the other in a column [left, left + measure], aligned 'start' or 'middle', the
 * whole stack centred vertically between top and bottom (or starting at top when `from` is 'top').
 */
export function stack(
  blocks: Block[],
  column: { left: number; measure: number; align: 'start' | 'middle' },
  area: { top: number; bottom: number; from?: 'top' | 'centre' },
): Line[] {
  const set: SetBlock[] = blocks.map(({ text, font, size, leading, before = 0 }) => {
    const chosen = typeof size === 'number' ? size : fitSize(text, font, size[0], size[1], column.measure, size[2]);
    return { lines: breakLines(text, font, chosen, column.measure), font, size: chosen, leading, before };
  });
  const total = set.reduce((sum, block, index) => sum + heightOf(block) + (index > 0 ? block.before : 0), 0);
  let top = area.from === 'top' ? area.top : area.top + Math.max(0, (area.bottom - area.top - total) / 2);
  const x = column.align === 'middle' ? column.left + column.measure / 2 : column.left;
  const lines: Line[] = [];
  set.forEach((block, index) => {
    if (index > 0) top += block.before;
    const first = top + capHeightOf(block.font) * block.size;
    block.lines.forEach((text, row) => {
      lines.push({ text, x, y: first + row * block.leading * block.size, size: block.size, font: block.font, anchor: column.align });
    });
    top += heightOf(block);
  });
  return lines;
}
