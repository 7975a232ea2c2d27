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
}

/** Path data for up to `count` fibres inside the polygon (whole pixels, relative, never past the frame). */
export function grain(
  polygon: readonly Point[],
  count: number,
  random: Random,
  { depth = Number.POSITIVE_INFINITY, clipped = false, angle, turn = 0, length: [shortest, longest] = [3, 9] }: Spread = {},
): string {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - left, Math.min(depth, Math.max(...ys) - top)];
  let d = '';
  for (let tries = 0, laid = 0; tries < count * 3 && laid < count; tries++) {
    const from = framed(Math.round(left + random.next() * width), Math.round(top + random.next() * height));
    const way = angle === undefined ? random.next() * Math.PI : angle + random.jitter(turn);
    const length = random.between(shortest, longest);
    const to = framed(Math.round(from[0] + Math.cos(way) * length), Math.round(from[1] + Math.sin(way) * length));
    if (!clipped && (!inside(from, polygon) || !inside(to, polygon))) continue;
    d += `M${from[0]} ${from[1]}l${to[0] - from[0]}${after(to[1] - from[1])}`;
    laid++;
  }
  return d;
}
