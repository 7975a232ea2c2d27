import { darker, lightness, mix } from '../colour.ts';
import type { Random } from '../random.ts';
import { HEIGHT, type Point, type Shape, WIDTH } from '../shapes.ts';
import { pathData } from '../svg.ts';
import { bristles, brushStroke } from './brush.ts';
import { strokesAlong } from './form-strokes.ts';
import { traced } from './outline.ts';
import { relativePath } from './relative-path.ts';
import { speckles } from './speckles.ts';

export const BOARD = '#efe3cc';

/** The shadow a thing is blocked in with: deeper and a little cooler (only a little on skin, so faces stay clean). */
export const shadowOf = (colour: string, shape: Shape) => mix(darker(colour, shape.part === 'head' ? 0.1 : 0.2), '#3a2c48', 0.1);
/** Light laid over it where the light falls: warmer and paler, as white gouache mixed in. */
export const lightOf = (colour: string, amount = 0.28) => mix(colour, '#fff0d2', lightness(colour) > 0.8 ? amount * 1.6 : amount);

/**
 * The directions broad areas are brushed in: skies and floors across, walls in broad sweeps slanting one way
 * and back across them, as a painter scumbles a wall (upright strokes read as rain; all slanting one way, as
 * "the same diagonal smear over the wall, floor and clothes alike", review 139).
 */
export const BRUSHED: Record<string, readonly number[]> = { sky: [0], far: [0], ground: [0], floor: [0], wall: [-0.35, 0.3] };

/**
 * A broad area of the setting: laid flat, then brushed over in big strokes along it, darker and
 * lighter by turns, lighter toward the bottom of a sky (the haze at the horizon).
 */
export function brushed(shape: Shape, colour: string, random: Random): string {
  const outline = traced(shape.points, true, shape.smooth, 30);
  const ys = outline.map(([, y]) => y);
  const [top, height] = [Math.min(...ys), Math.max(...ys) - Math.min(...ys) || 1];
  // Long strokes of a flat brush laid across the whole area, narrow on a floor (the grain along its
  // planks), broad on a sky; each its own width and length, so no two read as one stamp.
  const [gap, longest] = shape.role === 'floor' ? [9, 200] : shape.role === 'sky' ? [16, 260] : [14, 180];
  const angles = BRUSHED[shape.role as string];
  const lines = angles.flatMap((angle) =>
    strokesAlong(outline, angle + random.jitter(0.04), gap, random, [0, 0], longest).filter(() => random.next() < 0.5 / angles.length),
  );
  // Skies lighten toward the horizon in four steps; walls are brushed quietly (loud upright strokes read as rain).
  const quiet = shape.role === 'wall' ? 0.5 : 1;
  const haze = [0, 1, 2, 3].map((step) => lightOf(colour, (0.1 + step * 0.13) * (0.35 + 0.65 * lightness(colour))));
  const [light, deep] = [lightOf(colour, 0.16 * quiet), mix(colour, shadowOf(colour, shape), 0.3 * quiet)];
  let marks = `<path d="${relativePath(shape.points, true, false, shape.smooth)}" fill="${colour}"/>`;
  for (const line of lines) {
    const depth = Math.min(3, Math.max(0, Math.floor(((line[1][1] - top) / height) * 4)));
    const tone = shape.role === 'sky' ? haze[depth] : random.next() < 0.5 ? light : deep;
    const size = gap * random.between(0.35, 1);
    marks += `<path d="${brushStroke(line, size, random)}" fill="${tone}"/>`;
    // Dry-brush bristle marks on the ground and walls, not in the sky: rows of pale dashes across a sky read as "a
    // ghostly white fence floating in the sky" (review 149).
    if (random.next() < 0.35 && shape.role !== 'sky') marks += bristles(line, size, random.next() < 0.5 ? deep : light, random);
  }
  // Pale paint dragged dry over it last catches only the tooth of the board: a chalky bloom of specks.
  const xs = outline.map(([x]) => x);
  const box = [Math.max(0, Math.min(...xs)), Math.max(0, top), Math.min(WIDTH, Math.max(...xs)), Math.min(HEIGHT, top + height)];
  return marks + speckles(box, random, lightOf(colour, 0.5), 0.2, '', 10);
}

/** The board's edge, masked loosely: the paint stops a few pixels short of it, raggedly, where strokes ended. */
export function boardEdge(random: Random): string {
  const edge = (from: Point, to: Point, inward: Point): Point[] => {
    const points: Point[] = [from];
    const count = Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / 24);
    for (let index = 1; index < count; index++) {
      const depth = random.between(2, 7);
      points.push([
        from[0] + ((to[0] - from[0]) * index) / count + inward[0] * depth,
        from[1] + ((to[1] - from[1]) * index) / count + inward[1] * depth,
      ]);
    }
    return [...points, to];
  };
  const inner = [
    ...edge([5, 5], [WIDTH - 5, 5], [0, 1]),
    ...edge([WIDTH - 5, 5], [WIDTH - 5, HEIGHT - 5], [-1, 0]),
    ...edge([WIDTH - 5, HEIGHT - 5], [5, HEIGHT - 5], [0, -1]),
    ...edge([5, HEIGHT - 5], [5, 5], [1, 0]),
  ];
  return `<path d="M0 0H${WIDTH}V${HEIGHT}H0Z${pathData(inner, true, true)}" fill="${BOARD}" fill-rule="evenodd"/>`;
}
