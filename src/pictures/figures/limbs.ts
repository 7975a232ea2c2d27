// Arms, legs and shoes as closed shapes every artist can fill: sleeves and trouser legs that taper
// from shoulder and hip (or a cartoon's rubber hose), shoes pointing the way a figure faces. A simple
// manner (a child's drawing, cut paper) keeps limbs straight and even.
import { band, oval, type Point, ribbon, type Shape } from '../shapes.ts';
import type { Manner } from './manner.ts';
import type { Joints } from './pose.ts';
import type { Proportions } from './proportions.ts';

const along = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Where a limb is drawn through on each of its two bones, and its width there against the limb's. */
type Profile = readonly [bone: 0 | 1, t: number, width: number][];

/** A modelled limb through its joints (top, bend, end), as wide at each point as its profile says. */
const profiled = ([top, bend, end]: [Point, Point, Point], profile: Profile, width: number, colour: string): Shape => {
  const bones: [Point, Point][] = [
    [top, bend],
    [bend, end],
  ];
  return band(
    profile.map(([bone, t]) => along(...bones[bone], t)),
    profile.map(([, , across]) => width * across),
    colour,
  );
};

/**
 * Where a modelled sleeve is drawn through, and its width there against the arm's: a full shoulder and
 * upper arm, an elbow that shows where the arm bends (points just either side keep the outline on each
 * bone), a forearm, a narrower wrist. An even tube from shoulder to wrist read as a sausage.
 */
const ARM_PROFILE: Profile = [
  [0, 0, 1.4],
  [0, 0.45, 1.22],
  [0, 0.9, 0.98],
  [1, 0.1, 0.98],
  [1, 0.45, 1.04],
  [1, 1, 0.78],
];

/** How near a segment comes to a point. */
function nearest([ax, ay]: Point, [bx, by]: Point, [px, py]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(ax + dx * t - px, ay + dy * t - py);
}

/**
 * The elbow of an arm drawn over its own head and raised past it (a pizza spun overhead, a hand flung up):
 * out beside the head, so the upper arm runs out from the shoulder and the forearm up, as a waiter holds a
 * tray. Bent where the arm's length put it, a big head's raised arm ran up across its own eye.
 */
function clearOfTheFace(j: Joints, shoulder: Point, elbow: Point, wrist: Point, width: number, out: number): Point {
  const clear = j.headRadius + width * 0.5;
  if (wrist[1] > j.head[1] + j.headRadius * 0.5) return elbow;
  if (nearest(shoulder, elbow, j.head) >= clear && nearest(elbow, wrist, j.head) >= clear) return elbow;
  const x = j.head[0] + out * (j.headRadius + width * 0.9);
  return [out > 0 ? Math.max(elbow[0], x) : Math.min(elbow[0], x), Math.max(wrist[1], Math.min(elbow[1], shoulder[1]))];
}

/**
 * A cartoonist's rubber-hose limb: one even tube curved through its bend, no elbow or knee, as an
 * animator draws it. The curve passes through the joint the pose put there, so a hand stays on what it holds.
 */
function hose([top, bend, end]: readonly Point[], width: number, colour: string): Shape {
  const control: Point = [2 * bend[0] - (top[0] + end[0]) / 2, 2 * bend[1] - (top[1] + end[1]) / 2];
  const points = Array.from({ length: 9 }, (_, index): Point => {
    const t = index / 8;
    const [a, b, c] = [(1 - t) ** 2, 2 * t * (1 - t), t ** 2];
    return [a * top[0] + b * control[0] + c * end[0], a * top[1] + b * control[1] + c * end[1]];
  });
  return ribbon(points, width, width * 0.9, colour);
}

/** The sleeve from shoulder to wrist. */
export function arm(j: Joints, side: 0 | 1, size: Proportions, s: number, colour: string, manner: Manner, behind = false): Shape {
  const width = size.limb * s;
  const [joint, bent, wrist] = [j.shoulders[side], j.elbows[side], j.hands[side]];
  const elbow = behind ? bent : clearOfTheFace(j, joint, bent, wrist, width, side ? 1 : -1);
  // An arm behind the body starts a little inside and below its shoulder: its rounded top showed above
  // the back as "a knob of an extra shoulder".
  const shoulder: Point = behind ? [joint[0] - (side ? 1 : -1) * width * 0.3, joint[1] + width * 0.6] : joint;
  // A child's arm leaves the side of the body below its big head: from the shoulder under the head, a raised
  // stick arm came "out of the side of the head" (review 121).
  const from = manner.anatomy?.armsFrom ?? 0;
  const start: Point = [shoulder[0], shoulder[1] + (j.hip[1] - shoulder[1]) * from];
  if (manner.body === 'simple') return ribbon([start, elbow, wrist], width * 1.1, width * 1.1, colour, { limb: 'arm' });
  if (manner.anatomy?.limbs === 'hose') return hose([shoulder, elbow, wrist], width * 1.12, colour);
  return profiled([shoulder, elbow, wrist], ARM_PROFILE, width, colour);
}

/** Where a leg leaves the body: either side of the hip. */
export const legTop = (j: Joints, side: 0 | 1, size: Proportions, s: number): Point => [
  j.hip[0] + (side ? 1 : -1) * size.hipHalf * 0.45 * s,
  j.hip[1],
];

/**
 * Where a modelled leg is drawn through, and its width there against the leg's: a full thigh, a knee
 * rounded where the leg folds (points just either side of it keep the outline on each bone, so a
 * kneeling or seated leg bends rather than pinching into a cone), a calf, a narrow ankle.
 */
const LEG_PROFILE: Profile = [
  [0, 0, 1.5],
  [0, 0.5, 1.28],
  [0, 0.88, 1.06],
  [1, 0, 1.04],
  [1, 0.14, 1.04],
  [1, 0.4, 1.08],
  [1, 1, 0.8],
];

/** A trouser leg (or a bare or stockinged leg under a skirt) from hip to ankle. */
export function leg(j: Joints, side: 0 | 1, size: Proportions, s: number, colour: string, manner: Manner): Shape {
  const width = size.leg * s;
  const [top, knee, foot] = [legTop(j, side, size, s), j.knees[side], j.feet[side]];
  if (manner.body === 'simple') return ribbon([top, knee, foot], width * 1.15, width * 1.15, colour, { limb: 'leg' });
  if (manner.anatomy?.limbs === 'hose') return hose([top, knee, foot], width * 1.15, colour);
  return profiled([top, knee, foot], LEG_PROFILE, width, colour);
}

/**
 * A shoe under the ankle, its toe the way the figure faces; a foot that hangs (a rider on someone's
 * shoulders) points its toe down and forward: level, a pale shoe under the carrier's hand read as a blob
 * held in the hand (reviews 111, 112). A kneeling leg's foot is tucked: toe on the ground, heel up, sole to
 * the back; laid level behind the knee, it read as "a giant shoe" (review 126). `grown`: the artist's shoe
 * against nature's.
 */
export function shoe(
  j: Joints,
  side: 0 | 1,
  size: Proportions,
  s: number,
  facing: number,
  colour: string,
  way: 'level' | 'hangs' | 'tucked' = 'level',
  grown = 1,
): Shape {
  const [x, y] = j.feet[side];
  const width = size.leg * s;
  const long = width * grown;
  if (way === 'hangs') return oval(x + facing * long * 0.25, y + long * 0.45, long * 0.95, long * 0.5, facing * 1.1, colour);
  // An artist's bigger shoe grows longer more than taller, its sole where it was, on the ground.
  const high = width * 0.52 * (1 + (grown - 1) * 0.5);
  const ground = y + width * 0.57;
  if (way === 'tucked') return oval(x - facing * high * 0.6, ground - long * 0.5, long * 0.55, high, facing * 1.2, colour);
  return oval(x + facing * long * 0.4, ground - high, long * 0.95, high, 0, colour);
}
