// Hair as a pen draws it: strands from the crown toward the ends, and the contour over the crown only.
// Inked all round, a fringe's lower edge read as the rim of a helmet. The watercolourist's brush lays a
// few of the same strands, wet, over its wash.
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';

/** Where the crown's contour stops, as a share of the hair's height from its top. */
const RIM = 0.62;

/** The contour's runs above the rim (to ink), and a strand for every few pixels of the hair's size (to draw fine). */
export function penHair(outline: readonly Point[], size: number, random: Random): { crown: Point[][]; strands: Point[][] } {
  const ys = outline.map(([, y]) => y);
  const xs = outline.map(([x]) => x);
  const [top, bottom, left, right] = [Math.min(...ys), Math.max(...ys), Math.min(...xs), Math.max(...xs)];
  const rim = top + (bottom - top) * RIM;
  const runs: Point[][] = [[]];
  for (const point of outline) {
    if (point[1] <= rim) runs[runs.length - 1].push(point);
    else if (runs[runs.length - 1].length > 0) runs.push([]);
  }
  const middle = (left + right) / 2;
  const strands = Array.from({ length: Math.max(3, Math.round(size / 5)) }, (): Point[] => {
    const x = random.between(left + (right - left) * 0.15, right - (right - left) * 0.15);
    // Strands part from the middle and fall outward.
    const out = (x - middle) * 0.25;
    const from: Point = [x - out * 0.5, top + (bottom - top) * random.between(0.12, 0.25)];
    const to: Point = [x + out, top + (bottom - top) * random.between(0.55, 0.8)];
    return [from, [(from[0] + to[0]) / 2 + out * 0.3, (from[1] + to[1]) / 2], to];
  });
  return { crown: runs.filter((run) => run.length > 2), strands };
}
