// Where a figure's joints are: a stance (standing, walking, sitting, kneeling, jumping, held) and
// hands that reach named places or any point in the scene, so figures can hold hands, hug and
// share things. Arms bend at the elbow and never stretch past their length.
import type { Point } from '../shapes.ts';
import type { Proportions } from './proportions.ts';

/** astride: up on someone's shoulders, legs either side of their neck. */
export type Stance = 'stand' | 'walk' | 'sit' | 'kneel' | 'jump' | 'held' | 'astride';
/** lap: a seated figure's hand resting on its thigh; clasp: both hands loosely together before the waist. */
export type Reach = Point | 'down' | 'up' | 'wave' | 'forward' | 'hold' | 'hip' | 'out' | 'lap' | 'clasp';

export interface Pose {
  /** Where the feet meet the ground (or, sitting, the point below the hip on the seat's front). */
  x: number;
  y: number;
  facing: 1 | -1;
  stance?: Stance;
  /** Height of the seat above y, for sitting and being held. */
  seat?: number;
  /** The hand on the side the figure faces, and the other one. */
  front?: Reach;
  back?: Reach;
  /** Scale: figures further back are smaller. */
  scale?: number;
  /** Head tilt toward the facing side, in units of the head radius. */
  lean?: number;
  /** How far the body bends forward from the hips, 0 upright to 1 bent level (reaching down to a saddle). */
  bend?: number;
  /** How far the knees bend, standing or walking: 0 straight, 1 a deep crouch. */
  crouch?: number;
  /**
   * Where the feet rest, in the order of `Joints.feet`: sitting (a bike's pedals), the knees bend forward
   * to reach them; astride, the shins hang straight down to them.
   */
  feet?: [Point, Point];
  /** Kneeling, sat back on the heels with both knees down before the body (as one kneels in a skirt). */
  heels?: boolean;
}

export interface Joints {
  hip: Point;
  /** The head's radius as drawn, so a hat or a hand on the head fits whatever size the artist draws it. */
  headRadius: number;
  shoulders: [Point, Point];
  neck: Point;
  head: Point;
  knees: [Point, Point];
  feet: [Point, Point];
  elbows: [Point, Point];
  hands: [Point, Point];
}

const add = ([x, y]: Point, dx: number, dy: number): Point => [x + dx, y + dy];

/** The knee of a leg from `hip` to `foot` (thigh and shin each `half` long), bent toward the facing side. */
function kneeBetween(hip: Point, foot: Point, half: number, facing: number): Point {
  const [dx, dy] = [foot[0] - hip[0], foot[1] - hip[1]];
  const reach = Math.hypot(dx, dy) || 1;
  // Out of reach, the leg is straight toward the foot; within it, the knee stands out by what the bend leaves.
  const out = Math.sqrt(Math.max(0, half * half - (reach / 2) ** 2));
  const [px, py] = [-dy / reach, dx / reach];
  const sign = px * facing >= 0 ? 1 : -1;
  return [hip[0] + dx / 2 + sign * px * out, hip[1] + dy / 2 + sign * py * out];
}

/** The body a named reach is measured from: the thigh a hand rests on, the waist hands clasp before. */
interface Body {
  hip: Point;
  knee: Point;
  neck: Point;
  head: Point;
  headRadius: number;
}

function reach(shoulder: Point, target: Reach, side: number, facing: number, size: Proportions, s: number, body: Body): Point {
  const arm = size.arm * s;
  if (typeof target !== 'string') return target;
  const { hip, knee, neck, head, headRadius } = body;
  // The near hand raised beside the head clears it, however big the artist draws heads and however far
  // the figure leans: drawn over the head, the raised arm ran up across the face. (The far arm is drawn
  // behind the head, and pushed out it reached into whoever stood beside.)
  const beside = ([x, y]: Point): Point => {
    if (side !== facing) return [x, y];
    const clear = head[0] + side * (headRadius + size.limb * s * 1.2);
    return [side > 0 ? Math.max(x, clear) : Math.min(x, clear), y];
  };
  const named: Record<Exclude<Reach, Point>, Point> = {
    lap: [hip[0] + (knee[0] - hip[0]) * 0.6, hip[1] + (knee[1] - hip[1]) * 0.6 - size.limb * s * 0.6],
    clasp: [neck[0] + facing * arm * 0.32, shoulder[1] + arm * 0.72],
    down: add(shoulder, side * arm * 0.18, arm * 0.92),
    up: beside(add(shoulder, side * arm * 0.35, -arm * 0.88)),
    wave: add(shoulder, side * arm * 0.7, -arm * 0.55),
    forward: add(shoulder, facing * arm * 0.85, arm * 0.3),
    hold: add(shoulder, facing * arm * 0.55, arm * 0.55),
    hip: add(shoulder, side * arm * 0.3, arm * 0.76),
    out: add(shoulder, side * arm * 0.85, arm * 0.25),
  };
  return named[target];
}

/**
 * The elbow of an arm from shoulder to hand, bent downward, or out to the arm's own side (`outward`, the
 * side's sign) for an arm at rest; the hand kept within reach.
 */
function bend(shoulder: Point, hand: Point, length: number, outward = 0): [Point, Point] {
  const dx = hand[0] - shoulder[0];
  const dy = hand[1] - shoulder[1];
  const distance = Math.hypot(dx, dy) || 1;
  const reachable = Math.min(distance, length * 0.98);
  const end: Point = [shoulder[0] + (dx / distance) * reachable, shoulder[1] + (dy / distance) * reachable];
  const offset = Math.sqrt(Math.max(0, (length / 2) ** 2 - (reachable / 2) ** 2));
  let [nx, ny] = [-dy / distance, dx / distance];
  if (outward ? nx * outward < 0 : ny < 0) [nx, ny] = [-nx, -ny];
  return [[(shoulder[0] + end[0]) / 2 + nx * offset, (shoulder[1] + end[1]) / 2 + ny * offset], end];
}

export function jointsOf(pose: Pose, size: Proportions): Joints {
  const s = pose.scale ?? 1;
  const { x, y, facing } = pose;
  const stance = pose.stance ?? 'stand';
  const legLength = size.hip * s;
  const lift = stance === 'jump' ? 22 * s : 0;
  let hip: Point = [x, y - legLength - lift];
  let knees: [Point, Point];
  let feet: [Point, Point];
  const spread = size.hipHalf * 0.55 * s;
  if (stance === 'sit' || stance === 'held') {
    hip = [x, y - (pose.seat ?? legLength * 0.9)];
    const thigh = legLength * 0.5;
    const drop = stance === 'held' ? legLength * 0.35 : Math.max(4, y - hip[1]);
    // On a seat a little higher than the shin is long, the thighs slope down until the feet stand on the
    // floor (a grown-up's feet hanging in the air read as floating); on a much higher one they dangle.
    const shinReach = legLength * 0.66;
    const short = drop + 2 * s - shinReach;
    const grounded = stance === 'sit' && short <= thigh * 0.6;
    const slope = grounded ? Math.max(0, short) : 0;
    const knee: Point = [x + facing * Math.sqrt(thigh * thigh - slope * slope), hip[1] - 2 * s + slope];
    // The far knee just behind the near one, level with it: the far shin shows beside the near one, so two legs
    // read rather than one slab. Set further back and lower, the far shin came down from the middle of the near
    // thigh, "legs crossed at the knee with both feet on the floor" (review 126).
    knees = [add(knee, -facing * size.hipHalf * 0.4 * s, 0), knee];
    const shin = grounded ? drop + 2 * s - slope : Math.min(drop, legLength * 0.5);
    // Both feet level, on the floor or hanging together.
    feet = [
      [knees[0][0] + facing * 2 * s, knee[1] + shin],
      [knee[0] + facing * 2 * s, knee[1] + shin],
    ];
    if (pose.feet !== undefined) {
      feet = pose.feet;
      knees = [kneeBetween(hip, feet[0], thigh, facing), kneeBetween(hip, feet[1], thigh, facing)];
    }
  } else if (stance === 'astride') {
    // Either side of the neck below: the near knee forward, the far one back, shins hanging down the chest.
    hip = [x, y - (pose.seat ?? 0)];
    const spread = size.hipHalf * 2.1 * s;
    knees = [
      [x - facing * spread * 0.55, hip[1] + legLength * 0.42],
      [x + facing * spread, hip[1] + legLength * 0.38],
    ];
    feet = [add(knees[0], -facing * 2 * s, legLength * 0.5), add(knees[1], facing * 2 * s, legLength * 0.52)];
    if (pose.feet !== undefined) {
      // Shins hanging straight down from the knees, over a carrier's shoulders, wherever the carrier's head leaves room.
      feet = pose.feet;
      knees = [add(feet[0], 0, -legLength * 0.45), add(feet[1], 0, -legLength * 0.45)];
    }
  } else if (stance === 'kneel' && pose.heels) {
    // Sat back on the heels: the hip low over the feet tucked behind, both knees down before it, the near one
    // a little further out, so the lap reads as a lap on the floor.
    hip = [x, y - legLength * 0.36];
    const [near, far]: [Point, Point] = [
      [x + facing * legLength * 0.38, y - 4 * s],
      [x + facing * legLength * 0.32, y - 5 * s],
    ];
    const tucked: [Point, Point] = [
      [x - facing * legLength * 0.26, y - 2 * s],
      [x - facing * legLength * 0.3, y - 3 * s],
    ];
    knees = facing > 0 ? [far, near] : [near, far];
    feet = facing > 0 ? [tucked[1], tucked[0]] : tucked;
  } else if (stance === 'kneel') {
    // On one knee: the near foot planted with its knee up, the far knee on the ground and its shin
    // laid back along it. Two knees down side by side read as one cone.
    hip = [x, y - legLength * 0.55];
    const planted: [Point, Point] = [
      [x + facing * legLength * 0.42, y - legLength * 0.5],
      [x + facing * legLength * 0.48, y - 2 * s],
    ];
    const down: [Point, Point] = [
      [x + facing * legLength * 0.12, y - 3 * s],
      [x - facing * legLength * 0.4, y - 2 * s],
    ];
    // Legs are listed left to right, and the near one is on the side the figure faces.
    const [left, right] = facing > 0 ? [down, planted] : [planted, down];
    knees = [left[0], right[0]];
    feet = [left[1], right[1]];
  } else {
    const step = stance === 'walk' ? size.hipHalf * 1.2 * s : stance === 'jump' ? spread * 1.4 : spread;
    const tuck = stance === 'jump' ? legLength * 0.25 : 0;
    feet = [
      [x - step, y - lift - tuck * 0.3],
      [x + step, y - lift - tuck * 0.3],
    ];
    // A crouch lowers the hips and pushes the knees forward, as someone bends to something low.
    const crouch = legLength * (pose.crouch ?? 0) * 0.4;
    hip = [x, hip[1] + crouch];
    knees = [
      [x - step * 0.6 - facing * (tuck * 0.4 - crouch), y - lift - legLength * 0.5 + crouch * 0.4],
      [x + step * 0.6 + facing * (tuck * 0.4 + crouch), y - lift - legLength * 0.5 + crouch * 0.4],
    ];
  }
  const torso = (size.shoulder - size.hip) * s;
  const tilt = ((pose.bend ?? 0) * Math.PI) / 2.4;
  const lean = facing * size.stoop * s;
  const over = hip[0] + facing * Math.sin(tilt) * torso;
  const shoulderY = hip[1] - torso * Math.cos(tilt);
  const shoulders: [Point, Point] = [
    [over + lean * 0.5 - size.shoulderHalf * s * Math.cos(tilt), shoulderY + 2 * s],
    [over + lean * 0.5 + size.shoulderHalf * s * Math.cos(tilt), shoulderY + 2 * s],
  ];
  const neck: Point = [over + lean * 0.8, shoulderY];
  const up = size.head * 0.92 * s;
  const head: Point = [
    neck[0] + lean * 0.6 + facing * ((pose.lean ?? 0) * size.head * s + Math.sin(tilt) * up),
    shoulderY - Math.cos(tilt) * up,
  ];
  const arms = ([-1, 1] as const).map((side) => {
    const shoulder = shoulders[side < 0 ? 0 : 1];
    const isFront = side === facing;
    const target = (isFront ? pose.front : pose.back) ?? 'down';
    const body = { hip, knee: knees[side < 0 ? 0 : 1], neck, head, headRadius: size.head * s };
    // An arm at rest (a hand on the hip, an arm hanging) bends its elbow out from the body: bent in, the far arm
    // hid behind the body with only its hand showing, "a hand with no arm" (fault checks after review 148).
    // (Not on a figure bent over: the far elbow out behind its back read as "a hollow hump", a fault check.)
    const atRest = (target === 'hip' || target === 'down') && (pose.bend ?? 0) < 0.2;
    return bend(shoulder, reach(shoulder, target, side, facing, size, s, body), size.arm * s, atRest ? side : 0);
  });
  return {
    hip,
    headRadius: size.head * s,
    shoulders,
    neck,
    head,
    knees,
    feet,
    elbows: [arms[0][0], arms[1][0]],
    hands: [arms[0][1], arms[1][1]],
  };
}
