// The grain of a sheet of paper drawn as geometry: a few short fibres inside the piece, a shade
// lighter or darker than the sheet, running every which way, so a large sheet reads as paper and not
// as a flat fill.
import { framed } from '../artists/artist.ts';
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { after } from './trace.ts';

/** Whether a point lies inside a polygon (even-odd). */
export function inside([x, y]: Point, polygon: readonly Point[]): boolean {
  let within = false;
  for (let index = 0, previous = polygon.length - 1; index < polygon.length; previous = index++) {
    const [ax, ay] = polygon[index];
    const [bx, by] = polygon[previous];
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) within = !within;
  }
  return within;
}

/** The area a polygon covers (shoelace). */
export function area(polygon: readonly Point[]): number {
  let twice = 0;
  for (let index = 0, previous = polygon.length - 1; index < polygon.length; previous = index++) {
    twice += (polygon[previous][0] - polygon[index][0]) * (polygon[previous][1] + polygon[index][1]);
  }
  return Math.abs(twice) / 2;
}

/** Where fibres go: no deeper than `depth` below the sheet's top (a strip laid over the next one down shows only its top); `clipped` when the caller clips them to the sheet, so none need testing. */
export interface Spread {
  depth?: number;
  clipped?: boolean;
  /** The way the fibres run, in radians (none: every which way), and how far each turns from it. */
  angle?: number;
  turn?: number;
  /** How long a fibre is, shortest to longest. */
  length?: readonly [number, number];
  /**
   * Gathered in this many clumps, as fibres and flecks lie in a real sheet, rather than strewn evenly: evenly,
   * they read as "the same dash marks, like a stamp", even in the sky (review 121).
   */
  clumps?: number;
}

/** Path data for up to `count` fibres inside the polygon (whole pixels, relative, never past the frame). */
export function grain(
  polygon: readonly Point[],
  count: number,
  random: Random,
  { depth = Number.POSITIVE_INFINITY, clipped = false, angle, turn = 0, length: [shortest, longest] = [3, 9], clumps }: Spread = {},
): string {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - left, Math.min(depth, Math.max(...ys) - top)];
  const anywhere = (): Point => [left + random.next() * width, top + random.next() * height];
  const centres = Array.from({ length: clumps ?? 0 }, anywhere);
  const reach = Math.max(12, Math.max(width, height) * 0.18);
  // Near a clump's middle more often than at its edge (two draws summed), and never outside the sheet's box.
  const near = ([cx, cy]: Point): Point => [
    Math.min(left + width, Math.max(left, cx + (random.next() + random.next() - 1) * reach)),
    Math.min(top + height, Math.max(top, cy + (random.next() + random.next() - 1) * reach)),
  ];
  let d = '';
  for (let tries = 0, laid = 0; tries < count * 3 && laid < count; tries++) {
    const [x, y] = centres.length ? near(centres[Math.floor(random.next() * centres.length)]) : anywhere();
    const from = framed(Math.round(x), Math.round(y));
    const way = angle === undefined ? random.next() * Math.PI : angle + random.jitter(turn);
    const length = random.between(shortest, longest);
    const to = framed(Math.round(from[0] + Math.cos(way) * length), Math.round(from[1] + Math.sin(way) * length));
    if (!clipped && (!inside(from, polygon) || !inside(to, polygon))) continue;
    d += `M${from[0]} ${from[1]}l${to[0] - from[0]}${after(to[1] - from[1])}`;
    laid++;
  }
  return d;
}
