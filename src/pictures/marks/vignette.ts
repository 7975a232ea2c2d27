// A vignette: the ragged, roughly oval patch of the page a painter covers, fading into bare paper
// toward the corners and edges, and a shape cut to it (Sutherland–Hodgman against a convex ring).
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';

/**
 * A convex ring round the picture's middle: a superellipse (square-ish: `squareness` 2 is an oval,
 * higher comes closer to the frame's corners) reaching `reach` of the way to the frame's edges.
 */
export function vignette(random: Random, reach: number, squareness: number, count = 20): Point[] {
  const [cx, cy] = [WIDTH / 2, HEIGHT / 2];
  const wobble = random.between(0.96, 1.04);
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2 + random.jitter(0.04);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const power = 2 / squareness;
    const scale = reach * (index % 2 ? wobble : 1);
    return [cx + Math.sign(cos) * Math.abs(cos) ** power * cx * scale, cy + Math.sign(sin) * Math.abs(sin) ** power * cy * scale] as Point;
  });
}

const side = (a: Point, b: Point, p: Point) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);

function crossing(p: Point, q: Point, a: Point, b: Point): Point {
  const [sp, sq] = [side(a, b, p), side(a, b, q)];
  const t = sp / (sp - sq);
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
}

/** The part of a closed outline inside a convex ring (either winding), or no points. */
export function cutTo(points: readonly Point[], ring: readonly Point[]): Point[] {
  let area = 0;
  for (let index = 0; index < ring.length; index++) area += side(ring[0], ring[index], ring[(index + 1) % ring.length]);
  const sign = Math.sign(area) || 1;
  let result: Point[] = [...points];
  for (let index = 0; index < ring.length && result.length > 0; index++) {
    const [a, b] = [ring[index], ring[(index + 1) % ring.length]];
    const input = result;
    result = [];
    input.forEach((current, at) => {
      const previous = input[(at + input.length - 1) % input.length];
      const [inNow, inBefore] = [side(a, b, current) * sign >= 0, side(a, b, previous) * sign >= 0];
      if (inNow !== inBefore) result.push(crossing(previous, current, a, b));
      if (inNow) result.push(current);
    });
  }
  return result.length >= 3 ? result : [];
}

/** Whether a point lies inside a convex ring (either winding). */
export function inside(point: Point, ring: readonly Point[]): boolean {
  let [positive, negative] = [false, false];
  for (let index = 0; index < ring.length; index++) {
    const value = side(ring[index], ring[(index + 1) % ring.length], point);
    if (value > 0) positive = true;
    if (value < 0) negative = true;
  }
  return !(positive && negative);
}

/** Keeps only the points above `y` of a closed outline (a sky wash that stops short of the hills). */
export const above = (points: readonly Point[], y: number): Point[] =>
  cutTo(points, [
    [-1, -1],
    [WIDTH + 1, -1],
    [WIDTH + 1, y],
    [-1, y],
  ]);
