// Where an arm, a leg or a hand is, read back from the shapes `limbs.ts` and `shapes.ts` make, so an artist
// who draws people its own way (a child's sticks, a paper doll's pinned strips) draws them through the same
// joints the scene posed: a hand that holds a rod stays on the rod.
import type { Point } from '../shapes.ts';

const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** A limb's middle line and its width, read off the band `shapes.ts` draws: its start, one side, its end, the other side back. */
export function spineOf(points: readonly Point[]): { spine: Point[]; width: number } | undefined {
  if (points.length < 6 || points.length % 2 !== 0) return undefined;
  const count = (points.length - 2) / 2;
  const spine = Array.from({ length: count }, (_, index) => middle(points[1 + index], points[points.length - 1 - index]));
  const [a, b] = [points[1], points[points.length - 1]];
  return { spine, width: Math.hypot(b[0] - a[0], b[1] - a[1]) };
}

/**
 * A hand's wrist, the way its fingers point and its size, read off the mitten `limbs.ts` draws: its first
 * and last points sit either side of the wrist, 0.45 of a hand's radius behind it and 0.62 out.
 */
export function handOf(points: readonly Point[]): { wrist: Point; angle: number; r: number } {
  const [first, last] = [points[0], points[points.length - 1]];
  const base = middle(first, last);
  const r = Math.hypot(last[0] - first[0], last[1] - first[1]) / 1.24;
  const centre = points.reduce<Point>((sum, [x, y]) => [sum[0] + x / points.length, sum[1] + y / points.length], [0, 0]);
  // Across the wrist, turned toward the fingers (the side the mitten's middle lies on).
  let [dx, dy] = [-(last[1] - first[1]), last[0] - first[0]];
  if ((centre[0] - base[0]) * dx + (centre[1] - base[1]) * dy < 0) [dx, dy] = [-dx, -dy];
  const length = Math.hypot(dx, dy) || 1;
  const angle = Math.atan2(dy, dx);
  return { wrist: [base[0] + (dx / length) * 0.45 * r, base[1] + (dy / length) * 0.45 * r], angle, r };
}
