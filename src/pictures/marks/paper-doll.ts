// Arms and legs as a paper cutter makes a doll: each limb two straight strips, upper and lower, cut
// with rounded ends and pinned where they overlap at the elbow or knee, and a hand a small round piece.
// A sleeve bent smoothly through its elbow read as "the same puppet in a paper skin".
import { ellipsePoints, type Point } from '../shapes.ts';
import { handOf, spineOf } from './limb-geometry.ts';

/** The sharpest bend drawn as pinned strips: about 60 degrees. */
const FOLDED = 1.05;

/** A strip from one joint to the next, its ends rounded (half a circle of the strip's width round each joint). */
function strip(from: Point, to: Point, width: number): Point[] {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const half = width / 2;
  const arc = (centre: Point, start: number): Point[] =>
    Array.from({ length: 5 }, (_, index) => {
      const turn = start + (Math.PI * index) / 4;
      return [centre[0] + Math.cos(turn) * half, centre[1] + Math.sin(turn) * half];
    });
  return [...arc(to, angle - Math.PI / 2), ...arc(from, angle + Math.PI / 2)];
}

/** How far a limb turns at its joint, in radians (0 straight). */
const turnAt = ([top, joint, end]: Point[]) => {
  const turn = Math.atan2(end[1] - joint[1], end[0] - joint[0]) - Math.atan2(joint[1] - top[1], joint[0] - top[0]);
  return Math.abs(Math.atan2(Math.sin(turn), Math.cos(turn)));
};

/**
 * A limb as two pinned strips (upper, then lower over it) and where the pin goes; none for a limb folded
 * hard (a seated knee, an arm across the chest), whose strips crossed at the pin "like a broken puppet".
 */
export function dollLimb(points: readonly Point[]): { strips: Point[][]; pin: Point } | undefined {
  const limb = spineOf(points);
  if (limb?.spine.length !== 3 || turnAt(limb.spine) > FOLDED) return undefined;
  const [top, joint, end] = limb.spine;
  return { strips: [strip(top, joint, limb.width), strip(joint, end, limb.width * 0.92)], pin: joint };
}

/** A hand as a round piece over the wrist, a little toward the fingers. */
export function dollHand(points: readonly Point[]): Point[] {
  const { wrist, angle, r } = handOf(points);
  const [cx, cy] = [wrist[0] + Math.cos(angle) * r * 0.35, wrist[1] + Math.sin(angle) * r * 0.35];
  return ellipsePoints(cx, cy, r * 0.85, r * 0.85);
}
