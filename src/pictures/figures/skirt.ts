// A skirt or a dress below the waist, drawn for how the figure stands: over a seated lap, over knees down on
// the floor, hanging from the waist, or spread over bent knees.
import { blob, polygon, type Shape } from '../shapes.ts';
import { buildOf, type Manner } from './manner.ts';
import type { Joints, Pose } from './pose.ts';
import type { Proportions } from './proportions.ts';

/**
 * A skirt over a seated lap: across the thighs, rounded over the knees, then hanging from them in a
 * little flare to a hem at mid-shin (a straight-edged band read as a slab on the lap).
 */
function lapSkirt(j: Joints, facing: number, size: Proportions, s: number, colour: string): Shape {
  const front = (j.knees[0][0] - j.knees[1][0]) * facing > 0 ? 0 : 1;
  const [kx, ky] = j.knees[front];
  const back = j.knees[front === 0 ? 1 : 0];
  const leg = size.leg * s;
  const hem = Math.max(ky, back[1]) + Math.hypot(j.feet[front][0] - kx, j.feet[front][1] - ky) * 0.45;
  return blob(
    [
      [j.hip[0] - facing * size.hipHalf * s, j.hip[1] - 4 * s],
      [(j.hip[0] + kx) / 2, ky - leg * 0.95],
      [kx + facing * leg * 0.4, ky - leg * 0.85],
      [kx + facing * leg * 0.9, ky - leg * 0.25],
      // Hung straight from the knee to a level hem with crisp corners: a flared hem rounded at the
      // bottom read as a shin and a foot, a leg crossed over the other ("a knot", review 101).
      [kx + facing * leg * 1.0, hem - leg * 0.4],
      [kx + facing * leg * 1.05, hem - 0.5 * s],
      [kx + facing * leg * 0.95, hem + 1.5 * s],
      [back[0] - facing * leg * 0.75, hem + 1.5 * s],
      [back[0] - facing * leg * 0.85, hem - 0.5 * s],
      [back[0] - facing * leg * 0.85, hem - leg * 0.4],
      // Up behind the calves to the knee and back under the thigh to the seat, a little below the thigh's
      // underside (level with it, the curve between bowed up and the thigh showed under the cloth, "the body
      // showing through the skirt"), but no cloth fills the space under the thigh (a wedge there read as a
      // balloon the sitter floated in).
      [back[0] - facing * leg * 0.8, ky + leg * 0.8],
      [(j.hip[0] + kx) / 2, (j.hip[1] + ky) / 2 + leg * 0.95],
      [j.hip[0] - facing * size.hipHalf * 0.6 * s, j.hip[1] + leg * 0.9],
    ],
    colour,
  );
}

/**
 * A skirt over a figure kneeling, sat back on its heels: from the waist, rounded over the thighs, down to the knees
 * on the floor and spread there. On one knee, over the raised thigh, it read as "a brown boulder" or, hung level
 * from the knee, as a seat she sat on (reviews 124, 127, 137, 138).
 */
function kneelSkirt(j: Joints, facing: number, size: Proportions, s: number, colour: string): Shape {
  const knee = j.knees[facing > 0 ? 1 : 0];
  const leg = size.leg * s;
  // Down over the shins folded under it: level with the knees' joints, their stockings showed below the hem as "a
  // mushroom's stem" (review 141).
  const ground = knee[1] + leg * 0.75;
  return blob(
    [
      [j.hip[0] - facing * size.hipHalf * 0.9 * s, j.hip[1] - 5 * s],
      [j.hip[0] + facing * size.hipHalf * 0.7 * s, j.hip[1] - 5 * s],
      [(j.hip[0] + knee[0]) / 2, j.hip[1] - leg * 0.2],
      [knee[0] + facing * leg * 0.3, knee[1] - leg * 1.3],
      [knee[0] + facing * leg * 0.9, knee[1] - leg * 0.5],
      [knee[0] + facing * leg * 0.8, ground],
      [j.hip[0] - facing * size.hipHalf * 0.95 * s, ground],
      [j.hip[0] - facing * size.hipHalf * 1.2 * s, (j.hip[1] + ground) / 2],
    ],
    colour,
  );
}

/**
 * A skirt as the figure wears it: over a seated lap, over the knees on the floor, or hanging from the waist (or,
 * bent forward or crouched, from the hips) to `share` of the leg.
 */
export function skirt(
  j: Joints,
  pose: Pose,
  size: Proportions,
  s: number,
  manner: Manner,
  share: number,
  waistY: number,
  colour: string,
): Shape {
  if (pose.stance === 'kneel') return kneelSkirt(j, pose.facing, size, s, colour);
  if (pose.stance === 'sit' || pose.stance === 'held') return lapSkirt(j, pose.facing, size, s, colour);
  // Cut to the artist's build: a slim torso over a full skirt read as "a brown board" held in front (review 120).
  const build = buildOf(manner);
  const flare = (manner.body === 'simple' ? 1.8 : 1.3) * build.hips;
  // Crouched, the knees come forward and the skirt spreads over them to a hem just below them: hung to
  // its length from the hip, it stood beside the bent body as a slab, and draped as over a lap, it
  // ballooned. Bent forward, it hangs from the hips, where the body folds: from a waistband tilted
  // with the torso, it leaned like a board ("an apron pasted in front of her").
  const crouched = (pose.crouch ?? 0) >= 0.5;
  const leg = size.leg * s;
  const kneesX = j.knees.map(([x]) => x);
  const [left, right, hem] = crouched
    ? [Math.min(...kneesX) - leg * 0.6, Math.max(...kneesX) + leg * 0.6, Math.max(...j.knees.map(([, y]) => y)) + leg * 0.3]
    : [j.hip[0] - size.hipHalf * flare * s, j.hip[0] + size.hipHalf * flare * s, j.hip[1] + size.hip * s * share];
  const [topX, topY] = crouched || (pose.bend ?? 0) >= 0.1 ? [j.hip[0], j.hip[1] - leg * 0.4] : [j.hip[0], waistY];
  // Out over the hips from a narrow waist, then down to the hem: straight from the waist to the hem, a skirt
  // under a leaning body read as "a brown block" hiding her (reviews 127, 128).
  const waist = size.waistHalf * build.waist * s;
  const hips = Math.max(waist * 1.15, ((right - left) / 2) * 0.92);
  const hipY = topY + (hem - topY) * 0.3;
  return polygon(
    [
      [topX - waist * 0.85, topY],
      [topX + waist * 0.85, topY],
      [topX + hips, hipY],
      [right, hem],
      // The hem dips a little at the middle, as cloth hangs: a level hem on straight sides read as a board.
      [(left + right) / 2, hem + 3 * s],
      [left, hem],
      [topX - hips, hipY],
    ],
    colour,
  );
}
