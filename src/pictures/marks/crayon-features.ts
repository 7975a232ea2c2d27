// A face in crayon: a waxy dab for an eye (a pupil gone round in wax too), a brow, mouth or glasses gone
// over with a wobble, the wax broken by the paper's tooth: fine, even lines read as "neat, finished eyes
// and glasses inside scribbled heads" (review 118).
import { extent } from '../artists/artist.ts';
import { BLUSH, INK } from '../figures/palette.ts';
import type { Random } from '../random.ts';
import type { Shape } from '../shapes.ts';
import { crayonLine } from './crayon-line.ts';
import { dab, unsteady } from './features.ts';
import { TOOTH, waxStroke } from './wax.ts';

/** A feature of a face (an eye, a brow, a mouth, a glasses rim) as a child puts it down in crayon. */
export function crayonFeature(shape: Shape, colour: string, random: Random): string {
  // A blush gone round in a loop of red crayon, as a child circles a cheek: a flat oval was "the strongest vector
  // cue" in a crayon face (a blind comparison after review 141).
  if (shape.colour === BLUSH)
    return waxStroke(crayonLine([...shape.points, ...shape.points.slice(0, 3)], false, true, random, 0.4), colour, 1.4, 0.75, TOOTH[0]);
  if (shape.closed)
    return shape.colour === INK && extent(shape.points) > 2.5
      ? `${dab(shape, colour, random, 0.2)}${waxStroke(crayonLine(shape.points, true, true, random, 0.6), colour, 1.2, 0.85)}`
      : dab(shape, colour, random, 0.16);
  // A ring (a glasses rim) goes round lopsided, as a child's circle does: drawn true, glasses read as
  // "perfectly drawn glasses" on a template face (review 117). A thinner crayon for it, so the eye shows inside:
  // as thick as a brow, the rims filled the lenses and read as "black glasses" hiding the face (review 124).
  const [first, last] = [shape.points[0], shape.points[shape.points.length - 1]];
  const ring = shape.points.length > 6 && Math.hypot(first[0] - last[0], first[1] - last[1]) < 2;
  const width = shape.width ?? 1.5;
  // Each rim its own lopsided size and slant, as a child draws one circle and then another: two matching rims,
  // however wobbly, read as "perfect round glasses" in a computer-drawn face (review 132).
  const line = unsteady(shape, random, 0.8);
  const [cx, cy] = [line.reduce((sum, [x]) => sum + x, 0) / line.length, line.reduce((sum, [, y]) => sum + y, 0) / line.length];
  const [sx, sy, lean] = ring ? [random.between(0.84, 1.14), random.between(0.84, 1.14), random.jitter(0.35)] : [1, 1, 0];
  return waxStroke(
    crayonLine(
      line.map(([x, y]) => [cx + (x - cx) * sx + (y - cy) * lean * 0.3, cy + (y - cy) * sy + (x - cx) * lean * 0.3] as const),
      false,
      false,
      random,
      ring ? 0.9 : 0.6,
    ),
    colour,
    ring ? Math.max(1.2, width * 0.85) : Math.max(2.2, width * 1.7),
    shape.opacity,
    TOOTH[1],
  );
}
