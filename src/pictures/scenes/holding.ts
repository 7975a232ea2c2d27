// Holding the grandchild: on the shoulders, in a lap, in the arms, lifted high, or an arm round it. Each
// places the child from the holder's own joints, so any artist's head size keeps both faces whole, and
// draws the two in depth order.
import { colourDistance, darker, lighter, lightness } from '../colour.ts';
import type { Drawn } from '../figures/figure.ts';
import { farShade, nearArmOf, withoutNearArm } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import { PROPORTIONS, proportionsOf } from '../figures/proportions.ts';
import type { Point, Shape } from '../shapes.ts';
import { liftedHigh } from './lifting.ts';
import { elder, kid, type SceneCast } from './scene.ts';

/** How far apart (colour.ts `colourDistance`) two colours are kept to read one against the other: a rider's trousers and the coat under them, a sitter's clothes and the chair. */
export const APART = 60;

/**
 * A rider's trousers a shade off the coat they hang over, lighter or darker as they already lean: of one
 * colour, the legs vanished into the carrier's chest and sleeves ("the child has no legs").
 */
function setOff(legs: Shape[], trousers: string, coat: string): Shape[] {
  const shift = lightness(trousers) > lightness(coat) ? lighter : darker;
  let shade = trousers;
  for (let amount = 0.3; colourDistance(shade, coat) < APART && amount <= 0.9; amount += 0.1) shade = shift(trousers, amount);
  // The far leg is a shade deeper than the near one (figure.ts), and stays so.
  const far = farShade(trousers);
  return legs.map((shape) =>
    shape.colour === trousers ? { ...shape, colour: shade } : shape.colour === far ? { ...shape, colour: farShade(shade) } : shape,
  );
}

/**
 * The grandchild up on a grandparent's shoulders, drawn in depth order: the child's body behind the
 * carrier, the child's legs over the carrier's shoulders and chest but behind the carrier's face, and
 * the carrier's hands holding the legs beside the head. The child's seat is set from the carrier's own head,
 * so any artist's head size leaves the child's face above it.
 */
export function onShoulders(cast: SceneCast, carrierIndex: number, carrier: Pose, child: Omit<Pose, 'x' | 'y' | 'stance'>, mood?: Mood) {
  // A baby cannot sit up on shoulders: it is lifted high in the hands instead, as near the same height.
  if (cast.age === 'baby') {
    // A point the rider would reach from up on the shoulders lies across a lifted baby's own face: it reaches out and up.
    const reach = typeof child.front === 'string' ? child.front : 'wave';
    const lift = liftedHigh(cast, carrierIndex, carrier, { ...child, front: reach }, [undefined, mood]);
    return { carrier: lift.holder, child: lift.child, shapes: lift.shapes };
  }
  const seat = elder(cast, carrierIndex, carrier).joints;
  const headTop = seat.head[1] - seat.headRadius * 1.1;
  const size = proportionsOf(cast.child.build, cast.manner);
  // Most of the rider's body above the carrier's head: seated lower, a big-headed artist hid its torso behind the head.
  const hip: Point = [seat.neck[0] - carrier.facing * 3, Math.min(seat.neck[1] - 4, headTop + (size.shoulder - size.hip) * 0.3)];
  // Both shins hang down the carrier's chest either side of the head, clear of the face whatever size the
  // artist draws heads; the hands hold them there. The near leg hanging over the arm, the far one behind
  // the back, read as one loose leg and a shoe in the air.
  const beside = seat.headRadius * 1.3 + size.limb * 1.4;
  const shoulderTop = Math.min(seat.shoulders[0][1], seat.shoulders[1][1]);
  // No lower than a leg reaches from a seat up behind the head: lower, the stretched legs looped round the chest.
  const footY = Math.min(Math.max(shoulderTop, seat.head[1] + seat.headRadius * 0.5) + size.hip * 0.55, hip[1] + size.hip * 0.8);
  const feet: [Point, Point] = [
    [seat.head[0] - beside, footY],
    [seat.head[0] + beside, footY],
  ];
  const rider = kid(cast, { ...child, x: hip[0], y: hip[1], stance: 'astride', seat: 0, feet }, mood);
  // Held at the ankle: a hand up at the shin's middle folded the arm into a loop beside the shoulder.
  const shin = (side: 0 | 1): Point => [feet[side][0], rider.joints.knees[side][1] + (feet[side][1] - rider.joints.knees[side][1]) * 0.75];
  const [ahead, behind] = carrier.facing > 0 ? [shin(1), shin(0)] : [shin(0), shin(1)];
  // Laughing under the weight: a closed smile under a moustache read as "grumpy" (review 99).
  const holding = elder(cast, carrierIndex, { ...carrier, front: ahead, back: behind }, 'laugh');
  const headAt = holding.shapes.findIndex((shape) => shape.part === 'head');
  const [body, headOn] = [holding.shapes.slice(0, headAt), holding.shapes.slice(headAt)];
  return {
    carrier: holding,
    child: rider,
    // The rider's body behind the carrier's head, the legs over the chest, the head and both hands over the
    // legs: the far hand under its shin left one arm ending in a trouser leg and a shoe (review 101).
    shapes: [
      ...rider.shapes.filter((shape) => shape.part !== 'leg'),
      ...body.filter((shape) => shape.part !== 'hand'),
      ...setOff(
        rider.shapes.filter((shape) => shape.part === 'leg'),
        cast.child.clothes.bottom,
        cast.elders[carrierIndex].clothes.top,
      ),
      ...body.filter((shape) => shape.part === 'hand'),
      ...headOn,
    ],
  };
}

/** One figure's arm round another: the first drawn, then the second, then the first's near arm and hand over it. */
const hug = (holder: Drawn, held: Drawn): Shape[] => [...withoutNearArm(holder), ...held.shapes, ...nearArmOf(holder)];

/**
 * Where a hand round someone's back shows: just past their back, halfway down from the shoulders to the hip, with
 * the arm behind them. At their far shoulder, under a big head, the hand came out at their chin.
 */
export const handAtTheBack = ({ joints: { shoulders, hip } }: Drawn, facing: 1 | -1, past: number): Point => {
  const xs = shoulders.map(([x]) => x);
  return [facing > 0 ? Math.min(...xs) - past : Math.max(...xs) + past, (shoulders[0][1] + hip[1]) / 2];
};

/** An arm round another's shoulders from behind: the arm passes behind the head, and only the hand shows on the far shoulder. */
export const armRound = (holder: Drawn, held: Drawn): Shape[] => [
  ...holder.shapes.slice(0, -1),
  ...held.shapes,
  ...holder.shapes.slice(-1),
];

/**
 * The grandchild sitting on a seated grandparent's lap, slid from the hip toward the knee until its
 * head clears the grandparent's face (so any artist's head size keeps both faces whole), with the
 * grandparent's near arm round the child's back unless the pose says where that hand goes.
 */
export function onLap(
  cast: SceneCast,
  index: number,
  holderPose: Pose,
  childPose: Omit<Pose, 'x' | 'y' | 'stance'>,
  moods: [Mood?, Mood?] = [],
) {
  const first = elder(cast, index, holderPose, moods[0]).joints;
  const knee = first.knees[holderPose.facing > 0 ? 1 : 0];
  const lap = Math.min(first.hip[1], knee[1]) - 2;
  const size = proportionsOf(cast.child.build, cast.manner);
  const headUp = size.shoulder - size.hip + size.head * 0.92 + (childPose.seat ?? 0);
  // Just clear of the face, so the grandchild sits on the lap rather than out on the knee ("floats on her
  // thigh"); a baby's puffs of hair reach further out than its head.
  const clearance = cast.age === 'baby' ? 1.7 : 1.3;
  let x = first.hip[0];
  for (let t = 0.25; t <= 1.6; t += 0.05) {
    x = first.hip[0] + (knee[0] - first.hip[0]) * t;
    if (Math.hypot(x - first.head[0], lap - headUp - first.head[1]) >= first.headRadius + size.head * clearance) break;
  }
  const child = kid(cast, { ...childPose, x, y: lap, stance: 'held', seat: childPose.seat ?? 0 }, moods[1]);
  const back: Point = [x - holderPose.facing * size.hipHalf * 0.2, lap - (size.shoulder - size.hip) * 0.55];
  // Unless the scene gives it work, the far arm goes round the child too, its hand at the child's knees.
  const knees: Point = [x + holderPose.facing * size.hipHalf, lap - 4];
  const holder = elder(cast, index, { ...holderPose, front: holderPose.front ?? back, back: holderPose.back ?? knees }, moods[0]);
  return { holder, child, shapes: hugBelowTheHead(holder, child) };
}

/**
 * A hug from behind whose arm starts under the held one's head: the arm round its body (or holding
 * something out before it), and its head over the arm. Drawn over the head too, the arm ran from the
 * shoulder across the grandchild's cheek.
 */
export const hugBelowTheHead = (holder: Drawn, held: Drawn): Shape[] => [
  ...withoutNearArm(holder),
  ...held.shapes.filter((shape) => shape.part !== 'head'),
  ...nearArmOf(holder),
  ...held.shapes.filter((shape) => shape.part === 'head'),
];

/**
 * The grandchild carried in a standing grandparent's arms, face to face: sitting on the near forearm, held
 * level from the elbow as high as the heads allow, far enough out that its head comes cheek to cheek rather
 * than over the face, one hand under its seat and the other round its back at the waist.
 */
export function inArms(
  cast: SceneCast,
  index: number,
  holderPose: Pose,
  childPose: Omit<Pose, 'x' | 'y' | 'stance' | 'facing'>,
  moods: [Mood?, Mood?] = [],
) {
  const first = elder(cast, index, holderPose, moods[0]).joints;
  const size = proportionsOf(cast.child.build, cast.manner);
  const facing = holderPose.facing;
  const shoulder = first.shoulders[facing > 0 ? 1 : 0];
  const arm = PROPORTIONS.grandparent.arm * (holderPose.scale ?? 1);
  // The seat on a forearm held level from an elbow bent at the side, as high as the heads leave room for: a
  // baby rides lower, toward the hips, so its big head sits at the holder's chest (at the waist its head met the
  // holder's, and slid out to clear it, it "floated beside her hip"); where the seat is lower than an elbow
  // reaches, the forearm ran up across the child's middle and it "floats at Grandma's side" (review 138).
  const carry = (drop: number) => {
    const forearm = shoulder[1] + drop;
    const at = (out: number): Drawn =>
      kid(cast, { ...childPose, x: first.hip[0] + facing * out, y: forearm, facing: -facing as 1 | -1, stance: 'held', seat: 0 }, moods[1]);
    // Slid out along the arm until the heads just meet, whatever size the artist draws them, with room for
    // a baby's puffs of hair beyond the skull (they lay over the holder's mouth). Further out, the child sat
    // in the air beside the holder, held by nothing.
    let out = size.hipHalf + 20;
    const overlap = (drawn: Drawn) =>
      Math.hypot(drawn.joints.head[0] - first.head[0], drawn.joints.head[1] - first.head[1]) <
      (first.headRadius + drawn.joints.headRadius) * (cast.age === 'baby' ? 1.3 : 1.08);
    let child = at(out);
    while (out < 110 && overlap(child)) {
      out += 4;
      child = at(out);
    }
    const seat = child.joints.hip;
    const holder = elder(
      cast,
      index,
      {
        ...holderPose,
        front: holderPose.front ?? [seat[0] + facing * size.hipHalf * 1.1, seat[1] + 3],
        back: holderPose.back ?? [seat[0] + facing * size.hipHalf * 0.7, seat[1] - (size.shoulder - size.hip) * 0.7],
      },
      moods[0],
    );
    return { holder, child };
  };
  const side = facing > 0 ? 1 : 0;
  const lowest = (first.hip[1] - shoulder[1]) * (cast.age === 'baby' ? 0.9 : 0.8);
  let drop = arm * 0.45;
  let carried = carry(drop);
  while (drop < lowest && Math.abs(carried.holder.joints.elbows[side][1] - carried.holder.joints.hands[side][1]) >= 8) {
    drop += 4;
    carried = carry(Math.min(drop, lowest));
  }
  const { holder, child } = carried;
  // The near forearm runs under the child's seat, over its legs, and the far hand shows at its back: held, not floating beside the hip.
  return { holder, child, shapes: hug(holder, child) };
}
