// Arms and legs as a child draws them: one crayon line each, pressed hard, from the shoulder or hip
// through the bend to the hand or foot, and a hand as a round palm with fingers spread like a rake. A
// sleeve and a trouser leg filled like tubes read as "the same puppet in a crayon skin".
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { num } from '../svg.ts';
import { crayonLine } from './crayon-line.ts';
import { handOf, spineOf } from './limb-geometry.ts';

/** A stick arm or leg: the crayon pressed along the limb's middle, as thick as a child's crayon makes it. */
export function stickLimb(points: readonly Point[], random: Random): { d: string; width: number } | undefined {
  const limb = spineOf(points);
  if (!limb) return undefined;
  return { d: crayonLine(gentled(limb.spine), false, true, random, 0.7), width: Math.min(6, Math.max(2.6, limb.width * 0.55)) };
}

/**
 * A child's bend, never a fold: an arm doubled back to a hand at the face bows out at most a little under half
 * its straight length. Followed through a sharp elbow, the one crayon line read as "a noodle looping up to
 * her head" (review 95).
 */
export function gentled(spine: readonly Point[]): Point[] {
  const [start, end] = [spine[0], spine[spine.length - 1]];
  const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
  const chord = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / chord, dx / chord];
  const offsets = spine.map(([x, y]) => (x - start[0]) * nx + (y - start[1]) * ny);
  const most = Math.max(...offsets.map(Math.abs));
  const limit = chord * 0.4;
  if (most <= limit) return [...spine];
  const scale = limit / most;
  return spine.map(([x, y], index): Point => [x - nx * offsets[index] * (1 - scale), y - ny * offsets[index] * (1 - scale)]);
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
    return `M${palm.map(num).join(' ')}L${num(palm[0] + Math.cos(turn) * reach)} ${num(palm[1] + Math.sin(turn) * reach)}`;
  });
  return { palm, r: r * 0.42, fingers: fingers.join('') };
}
