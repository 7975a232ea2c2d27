// Arms and legs as a child draws them: one crayon line each, pressed hard, from the shoulder or hip
// through the bend to the hand or foot, and a hand as a round palm with fingers spread like a rake. A
// sleeve and a trouser leg filled like tubes read as "the same puppet in a crayon skin".
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { crayonLine } from './crayon-line.ts';

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

/** A stick arm or leg: the crayon pressed along the limb's middle, as thick as a child's crayon makes it. */
export function stickLimb(points: readonly Point[], random: Random): { d: string; width: number } | undefined {
  const limb = spineOf(points);
  if (!limb) return undefined;
  return { d: crayonLine(limb.spine, false, true, random, 0.7), width: Math.min(6, Math.max(2.6, limb.width * 0.55)) };
}

/**
 * A child's hand: a round palm at the wrist and five fingers spread from it, the way the arm points, bigger
 * than nature (the hands are what a child draws them doing).
 */
export function rakeHand(points: readonly Point[], random: Random): { palm: Point; r: number; fingers: string } {
  const { wrist, angle, r: nature } = handOf(points);
  const r = nature * 2.2;
  const palm: Point = [wrist[0] + Math.cos(angle) * r * 0.35, wrist[1] + Math.sin(angle) * r * 0.35];
  const fingers = [-1.1, -0.55, 0, 0.55, 1.1].map((spread) => {
    const turn = angle + spread * 0.75 + random.jitter(0.12);
    const reach = r * random.between(1.05, 1.3);
    return `M${palm.map((value) => value.toFixed(1)).join(' ')}L${(palm[0] + Math.cos(turn) * reach).toFixed(1)} ${(palm[1] + Math.sin(turn) * reach).toFixed(1)}`;
  });
  return { palm, r: r * 0.42, fingers: fingers.join('') };
}
