// A face's small features (eyes, brows, mouths, glasses) as a hand puts them down: each medium's own
// line for an open feature, and for a closed one a single dab whose edge bulges a little off true, at
// the feature's exact size and place, so faces still read on every skin at phone size but are made in
// the medium rather than stamped on it.
import type { Random } from '../random.ts';
import type { Point, Shape } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { contour } from './contour.ts';
import { centreOf } from './outline.ts';
import { relativePath } from './path.ts';

/** A person's small feature (an eye, a brow, glasses), as opposed to a detail of the setting such as a cast shadow. */
export const isFeature = (shape: Shape): boolean => shape.detail === true && shape.who !== undefined;

/** A closed feature as one dab: its outline swelled and pinched round its middle by up to `amount` of its size. */
export function dab(shape: Shape, colour: string, random: Random, amount: number): string {
  const outline = contour(shape.points, true, shape.smooth, 1.2);
  const [cx, cy] = centreOf(outline);
  const [twice, thrice] = [random.between(0, 2 * Math.PI), random.between(0, 2 * Math.PI)];
  const pushed = outline.map(([x, y]): Point => {
    const angle = Math.atan2(y - cy, x - cx);
    const swell = 1 + amount * Math.sin(2 * angle + twice) + amount * 0.6 * Math.sin(3 * angle + thrice);
    return [cx + (x - cx) * swell, cy + (y - cy) * swell];
  });
  return `<path d="${relativePath(pushed, true)}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
}

/** An open feature's line as a hand draws it: the centreline, resampled, each point off by up to `amount` pixels. */
export const unsteady = (shape: Shape, random: Random, amount: number): Point[] =>
  contour(shape.points, false, shape.smooth, 2.5).map(([x, y], index, all) =>
    index === 0 || index === all.length - 1 ? [x, y] : [x + random.jitter(amount), y + random.jitter(amount)],
  );
