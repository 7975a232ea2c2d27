// Hatching that follows the form, as an ink illustrator models a round thing: strokes that run along
// the outline on its shadow side, each one a little further in and a little shorter, so they curve
// round a head or down a sleeve and gather into a crescent (light comes from the upper left); and, where
// the tone is darkest, short strokes across them from the edge inward: cross-hatching that turns with
// the form instead of one ruled angle laid over everything.
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { signedArea } from './contour.ts';

export interface FormHatch {
  /** Pixels between strokes. */
  spacing: number;
  /** How far in from the edge the shadow reaches, in pixels. */
  depth: number;
  /** Whether short strokes cross the curved ones (the darkest tones). */
  crossed: boolean;
  /** How far in the first stroke lies, clear of the contour's ink (pixels; 0 by default). */
  from?: number;
}

/** Toward the shadow: light comes from the upper left, and the bottoms of things are darkest. */
const SHADE: Point = [0.5, 0.866];
const inFrame = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

/** The inward unit normal at each point of a closed outline, and how squarely it faces away from the light (0 to 1). */
function sides(outline: readonly Point[]): { inward: Point[]; shade: number[] } {
  const count = outline.length;
  const sign = signedArea(outline) > 0 ? -1 : 1;
  const inward: Point[] = [];
  const shade: number[] = [];
  for (let index = 0; index < count; index++) {
    const [a, b] = [outline[(index + count - 1) % count], outline[(index + 1) % count]];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const normal: Point = [(sign * (b[1] - a[1])) / length, (-sign * (b[0] - a[0])) / length];
    inward.push(normal);
    // The outward normal is the inward one reversed.
    shade.push(Math.max(0, -(normal[0] * SHADE[0] + normal[1] * SHADE[1])));
  }
  return { inward, shade };
}

/**
 * The strokes of form-following hatching on a closed outline (from `contour`), as polylines: curved
 * strokes along the shadow side, in from the edge by a stroke's spacing each, shorter the deeper they
 * lie; crossed by short strokes toward the inside where `crossed`.
 */
export function formHatching(outline: readonly Point[], hatch: FormHatch, random: Random): Point[][] {
  const count = outline.length;
  if (count < 4 || hatch.depth < hatch.spacing) return [];
  const { inward, shade } = sides(outline);
  const strokes: Point[][] = [];
  const from = hatch.from ?? 0;
  const rows = Math.floor(hatch.depth / hatch.spacing);
  // Each row starts at the most lit point, so no stroke is split where the outline closes.
  const start = shade.indexOf(Math.min(...shade));
  // Rows laid by eye, never ruled: each a little nearer or further than the last (evenly spaced, the
  // hatching read as "mechanical", review 101).
  let inset = from + hatch.spacing * 0.7;
  for (let row = 0; row < rows; row++, inset += hatch.spacing * random.between(0.75, 1.3)) {
    // Deeper rows need a squarer shadow, so they end sooner: the crescent thins toward the light.
    const needed = 0.25 + (0.6 * row) / Math.max(1, rows);
    const lift = random.between(0.05, 0.15);
    let run: Point[] = [];
    const end = () => {
      if (run.length > 2) strokes.push(run);
      run = [];
    };
    for (let step = 0; step <= count; step++) {
      const index = (start + step) % count;
      if (shade[index] < needed + lift) {
        end();
        continue;
      }
      const wander = random.jitter(0.3);
      const [x, y] = outline[index];
      run.push(inFrame(x + inward[index][0] * (inset + wander), y + inward[index][1] * (inset + wander)));
    }
    end();
  }
  if (hatch.crossed) {
    // Across the curved strokes, from the edge inward, only where the shadow is deepest; at the slant a right
    // hand gives them and an uneven pace (square to the edge at one step, they read as a comb).
    const every = Math.max(1, Math.round(hatch.spacing / 2.5));
    for (let index = 0; index < count; index += every + (random.next() < 0.3 ? 1 : 0)) {
      if (shade[index] < 0.6) continue;
      const length = from + hatch.depth * (shade[index] - 0.3) * random.between(0.7, 1.25);
      const [x, y] = outline[index];
      const turn = 0.3 + random.jitter(0.12);
      const [nx, ny] = [
        inward[index][0] * Math.cos(turn) - inward[index][1] * Math.sin(turn),
        inward[index][0] * Math.sin(turn) + inward[index][1] * Math.cos(turn),
      ];
      strokes.push([inFrame(x + nx * 0.6, y + ny * 0.6), inFrame(x + nx * length, y + ny * length)]);
    }
  }
  return strokes;
}
