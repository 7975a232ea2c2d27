// A face in crayon: a waxy dab for an eye (a pupil gone round in wax too), a brow, mouth or glasses gone
// over with a wobble, the wax broken by the paper's tooth: fine, even lines read as "neat, finished eyes
// and glasses inside scribbled heads" (review 118).
import { extent } from '../artists/artist.ts';
import { INK } from '../figures/palette.ts';
import type { Random } from '../random.ts';
import type { Shape } from '../shapes.ts';
import { crayonLine } from './crayon-line.ts';
import { dab, unsteady } from './features.ts';
import { TOOTH, waxStroke } from './wax.ts';

/** A feature of a face (an eye, a brow, a mouth, a glasses rim) as a child puts it down in crayon. */
export function crayonFeature(shape: Shape, colour: string, random: Random): string {
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
  return waxStroke(
    crayonLine(unsteady(shape, random, ring ? 0.8 : 0.5), false, false, random, ring ? 0.9 : 0.6),
    colour,
    ring ? Math.max(1.2, width * 0.85) : Math.max(1.7, width * 1.35),
    shape.opacity,
    TOOTH[1],
  );
}
