// A grandparent and the grandchild holding hands. The grandchild's arm is the shorter: it reaches for
// the meeting point as far as it goes (stepping closer when it falls short), and the grandparent's
// hand closes on the grandchild's wherever it ended, so the two hands always meet.
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import type { Point, Shape } from '../shapes.ts';
import { inArms } from './holding.ts';
import { elder, handOf, kid, type SceneCast } from './scene.ts';

type Which = 'front' | 'back';
const reaching = (pose: Pose, which: Which, point: Point): Pose => ({ ...pose, [which]: point });

export function handInHand(
  cast: SceneCast,
  index: number,
  [elderPose, elderHand]: [Pose, Which],
  [childPose, childHand]: [Pose, Which],
  meet: Point,
  moods: [Mood?, Mood?] = [],
) {
  const apart = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  // The grandparent's hand as near the meeting point as it gets, stooping a little more each time it falls
  // short; down to a baby, who sits on the ground, the grandparent kneels.
  const grownPose: Pose = cast.age === 'baby' ? { ...elderPose, stance: 'kneel' } : elderPose;
  let bend = grownPose.bend ?? 0;
  const grownReaching = (point: Point) => elder(cast, index, reaching({ ...grownPose, bend }, elderHand, point), moods[0]);
  let grown = grownReaching(meet);
  let child = kid(cast, reaching(childPose, childHand, meet), moods[1]);
  let [x, hand] = [childPose.x, meet];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    // The grandchild steps by however far its hand still is from the one offered.
    const offered = handOf(grown, elderPose.facing, elderHand);
    x += offered[0] - handOf(child, childPose.facing, childHand)[0];
    child = kid(cast, reaching({ ...childPose, x }, childHand, offered), moods[1]);
    hand = handOf(child, childPose.facing, childHand);
    grown = grownReaching(hand);
    if (apart(handOf(grown, elderPose.facing, elderHand), hand) < 2) break;
    bend += 0.08;
  }
  const holding = handNearest(grown.shapes, hand);
  const childShapes = heldHand(child.shapes, hand);
  return { elder: grown, child, shapes: [...grown.shapes.filter((shape) => shape !== holding), ...childShapes, holding] };
}

/** Of a figure's hands, the one nearest a point. */
function handNearest(shapes: Shape[], [x, y]: Point): Shape {
  const hands = shapes.filter((shape) => shape.part === 'hand');
  const away = (shape: Shape) => Math.min(...shape.points.map(([px, py]) => Math.hypot(px - x, py - y)));
  return hands.reduce((best, shape) => (away(shape) < away(best) ? shape : best));
}

/** The small hand at a point marked as held, so the touch test finds the big one on it (drawn over it). */
function heldHand(shapes: Shape[], point: Point): Shape[] {
  const held = handNearest(shapes, point);
  return shapes.map((shape) => (shape === held ? { ...shape, held: 'hand' } : shape));
}

/**
 * A baby too small to walk hand in hand, carried in the grandparent's arms instead and waving, in the shape
 * `handInHand` answers with. Kneeling to a baby sat on the path, the two "merged into one brown blob"
 * (review 96) and a grandma in a skirt "sat on air" (review 94).
 */
export function carriedInstead(cast: SceneCast, index: number, holderPose: Pose, moods: [Mood?, Mood?] = []) {
  const { holder, child, shapes } = inArms(cast, index, holderPose, { front: 'wave', back: 'hip' }, moods);
  return { elder: holder, child, shapes };
}
