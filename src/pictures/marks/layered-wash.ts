// A thing painted in watercolour, as Tyler Hobbs layers a wash: a base polygon a little larger than
// the line (the colour runs past it) deformed into ragged polygons, each laid at a low opacity and
// laid again turned and shrunk a little, so the overlaps build density toward the middle while the
// edges fall in several places and soften; the pigment pools darker along the lower edge, where the
// wash dried last; a glaze of the shadow colour over the lower right (light from the upper left), with a
// ragged edge of its own. The light side is the thinner wash and the paper under it: a lifted patch of
// paper colour, hard-edged as a copy of the outline, read as a plastic shine. The copies reuse their
// polygon's path data through a transform, so the layers cost little once compressed.

import { clamp } from '../clamp.ts';
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { num } from '../svg.ts';
import { alpha } from './alpha.ts';
import { runOf } from './form-strokes.ts';
import { centreOf, contains, spanOf, swollen } from './outline.ts';
import { relativePath } from './relative-path.ts';
import { deformed, jittered } from './wash.ts';

export interface LayeredWash {
  colour: string;
  /** The darker colour the rims pool to. */
  pool: string;
  /** The glaze laid over the shadow side. */
  shade: string;
  /** How much pigment the layers carry together in the middle (0 to 1). */
  strength: number;
  /** How strong the shadow glaze is (1: a thing; less on a face). */
  modelling: number;
}

/** Where a point lands in a copy `scale` times the size about `centre`, turned `turn` radians. */
const movedAbout =
  ([x, y]: Point, scale: number, turn: number) =>
  ([px, py]: Point): Point => {
    const [cos, sin] = [Math.cos(turn) * scale, Math.sin(turn) * scale];
    return [x + cos * (px - x) - sin * (py - y), y + sin * (px - x) + cos * (py - y)];
  };

/** A `matrix` that makes a copy `scale` times the size about `[x, y]`, turned `turn` radians. */
export const about = (centre: Point, scale: number, turn = 0): string => {
  // The matrix's columns are where the copy sends the unit steps, its last column where it sends the origin.
  const move = movedAbout(centre, scale, turn);
  const [e, f] = move([0, 0]);
  const [a, b] = move([1, 0]);
  const [c, d] = move([0, 1]);
  const values = [a - e, b - f, c - e, d - f, e, f];
  // The turn and scale to a thousandth: a hundredth would move the far side of a big copy by pixels.
  return `matrix(${values.map((value, index) => (index < 4 ? Math.round(value * 1000) / 1000 : num(value))).join(' ')})`;
};

/** The point toward a corner (halving the way until it is) inside the outline. */
function toward(outline: readonly Point[], centre: Point, [dx, dy]: Point): Point {
  for (let share = 1; share > 0.1; share /= 2) {
    const point: Point = [centre[0] + dx * share, centre[1] + dy * share];
    if (contains(outline, point)) return point;
  }
  return centre;
}

/** The layered wash over an outline (from outline.ts, in picture coordinates), as SVG paths. */
export function layeredWash(outline: readonly Point[], random: Random, options: LayeredWash): string {
  const [width, height] = spanOf(outline);
  const size = Math.max(width, height);
  // The colour runs a little past the line; run further, its rim over what stands behind read as the thing being see-through.
  const reach = clamp(size * 0.045, 0.6, 3.5);
  const base = jittered(swollen(outline, clamp(size * 0.02, 0.3, 1.2)), random, reach * 0.4);
  // Small things get one polygon (laid twice); whole pixels are enough for a ragged edge bigger than a finger.
  const count = size < 36 ? 1 : 2;
  const polygons = Array.from({ length: count }, () => deformed(base, random, size < 70 ? 1 : 2, 0.45, reach));
  const layers = polygons.map((polygon) => relativePath(polygon, true, size < 16, true));
  // Each layer at this opacity, so all of them together reach `strength` where they overlap.
  const each = 1 - (1 - options.strength) ** (1 / (count * 2));
  const centre = centreOf(outline);
  const pooled = (width: number, opacity: number) =>
    ` stroke="${options.pool}" stroke-width="${num(width)}" stroke-opacity="${alpha(opacity)}" stroke-linejoin="round"`;
  let marks = '';
  for (const [index, d] of layers.entries()) {
    marks += `<path d="${d}" fill="${options.colour}" fill-opacity="${alpha(each)}"${index === count - 1 ? pooled(0.7, 0.2) : ''}/>`;
    marks += `<path d="${d}" fill="${options.colour}" fill-opacity="${alpha(each)}" transform="${about(centre, random.between(0.95, 0.985), random.jitter(0.03))}"/>`;
  }
  // The pigment pools where the wash dried last, along its lower edge, darker and wider there: a dark rim the
  // whole way round read as "a neat darker outline echo" (review 115).
  const low = runOf(polygons[0], ([x, y]) => (x - centre[0]) * 0.5 + (y - centre[1]) * 0.866 > Math.min(width, height) * 0.12);
  if (low.length > 2)
    marks += `<path d="${relativePath(low, false, size < 16, true)}" fill="none"${pooled(clamp(size * 0.04, 0.9, 2.4), 0.55)} stroke-linecap="round"/>`;
  if (size < 16) return marks;
  const glaze = toward(outline, centre, [width * 0.3, height * 0.3]);
  // The glaze has no pooled rim: its hard inner edge, a shape within the shape, read as whatever stood behind
  // showing through (a picket through a skirt, a sofa's arm through a lap).
  const [scale, turn] = [random.between(0.62, 0.74), random.jitter(0.08)];
  // On a bent shape (a skirt over a lap) the shrunk copy can fall outside the thing, where it read as a
  // shadow hanging in the air or as the thing behind showing through: it is left out there.
  const shrunk = movedAbout(glaze, scale, turn);
  const within = outline.every((point) => contains(outline, shrunk(point)));
  if (within)
    marks += `<path d="${layers[count - 1]}" fill="${options.shade}" fill-opacity="${alpha(0.3 * options.modelling)}" transform="${about(glaze, scale, turn)}"/>`;
  return marks;
}
