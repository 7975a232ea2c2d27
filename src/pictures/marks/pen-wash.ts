// A wash laid inside pen lines by a quick hand: the colour stops a little short of the line, by an
// amount that drifts along the edge, and furthest on the lit side, so a sliver of paper shines between
// colour and ink where the light falls. (Under it the artist paints the shape in paper colour, so what
// stands behind never shows through the gap.)
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { onFrame, signedArea } from './contour.ts';

const inFrame = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

/** Toward the light: the upper left. */
const LIGHT: Point = [-Math.SQRT1_2, -Math.SQRT1_2];

/** The outline pulled inward by up to `gap` pixels, more on the lit side; edges on the frame stay put. */
export function washInside(outline: readonly Point[], gap: number, random: Random): Point[] {
  const count = outline.length;
  if (count < 3 || gap <= 0) return [...outline];
  const inward = signedArea(outline) > 0 ? -1 : 1;
  const [phase, wave, lean] = [random.next() * Math.PI * 2, 1 + Math.floor(random.next() * 3), random.between(0.6, 1)];
  return outline.map((point, index) => {
    if (onFrame(point)) return point;
    const [a, b] = [outline[(index + count - 1) % count], outline[(index + 1) % count]];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [(inward * (b[1] - a[1])) / length, (-inward * (b[0] - a[0])) / length];
    // The inward normal points away from the light on the lit side: that is where the paper shows.
    const lit = Math.max(0, -(nx * LIGHT[0] + ny * LIGHT[1]));
    const drift = 0.5 + 0.5 * Math.sin(phase + (index / count) * Math.PI * 2 * wave);
    const amount = gap * (0.15 + 0.45 * drift * lean + 0.9 * lit);
    return inFrame(point[0] + nx * amount, point[1] + ny * amount);
  });
}
