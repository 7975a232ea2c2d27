// A crayon line as a child draws it: gone over twice, each time a little off the other, wobbling and
// overshooting at the ends (roughjs' doubled strokes). Outlines, strings, rays, wallpaper lines.
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { curvesPath, roughSeed, roughSets, strokesOf } from './rough.ts';

const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * Path data for a line through `points` (the shape's own points: a smooth shape's are curve controls),
 * closed round to its start or open, curved or straight, drawn twice by a wobbling hand.
 */
export function crayonLine(points: readonly Point[], closed: boolean, smooth: boolean, random: Random, roughness = 1.2): string {
  if (points.length < 2) return '';
  const options = { roughness, bowing: 1.2, seed: roughSeed(random) };
  if (!smooth || points.length < 3)
    return curvesPath(roughSets([...points], closed ? 'polygon' : 'path', options).flatMap((set) => strokesOf(set.ops)));
  // roughjs' curve passes through its points but skips the first and last: a closed ring of the
  // midpoints between controls, wrapped round once more, closes the way svg.ts draws the shape.
  let through: Point[];
  if (closed) {
    const mids = points.map((point, index) => middle(point, points[(index + 1) % points.length]));
    through = [mids[mids.length - 1], ...mids, mids[0], mids[1]];
  } else through = [points[0], ...points, points[points.length - 1]];
  return curvesPath(roughSets(through, 'curve', options).flatMap((set) => strokesOf(set.ops)));
}
