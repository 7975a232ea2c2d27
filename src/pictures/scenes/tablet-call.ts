// A video call on a tablet held up in the grandchild's hands: the case, the call's screen with the
// grandparent seen through it (clipped to the glass), and the call's buttons on the case below.

import type { Drawn } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import { handheldTablet } from '../props/household.ts';
import { heldAs, type Point, rect, type Shape, scaledAbout } from '../shapes.ts';
import { elder, handOf, kid, type SceneCast, seenThrough } from './scene.ts';

/**
 * The tablet and the grandparent on it, in a pose on the screen: drawn between the holder's body and its
 * near arm; or, `propped` up on something, held by nobody.
 */
export function tabletCall(
  cast: SceneCast,
  screen: readonly [number, number, number, number],
  grandparent: Pose,
  mood: Mood,
  propped = false,
): Shape[] {
  const [x, y, width, height] = screen;
  const device = handheldTablet(x, y, width, height);
  const far = elder(cast, 0, grandparent, mood);
  const body = propped ? device.case : heldAs('tablet', device.case);
  return [...body, rect(x, y, width, height, '#f4e3c8'), ...seenThrough(far.shapes, screen), ...device.controls];
}

/**
 * Someone as a tablet's screen shows them on a call: their head filling the upper middle of the glass,
 * their shoulders below it, clipped to the screen. A blank screen read as "two people holding mirrors".
 * A picture of someone is not someone: marked as a person, it would be measured as one.
 */
export function onScreen({ shapes, joints }: Drawn, screen: readonly [number, number, number, number]): Shape[] {
  const [x, y, width, height] = screen;
  const [cx, cy] = [x + width / 2, y + height * 0.42];
  const [hx, hy] = joints.head;
  const shown = scaledAbout(shapes, joints.head, (height * 0.3) / joints.headRadius);
  return seenThrough(
    shown.map(({ who, part, ...shape }) => ({ ...shape, points: shape.points.map(([px, py]): Point => [px + cx - hx, py + cy - hy]) })),
    screen,
  );
}

/**
 * The grandchild holding a tablet up beside its face: the near hand reaches out past the cheek, lower
 * each time the arm falls short, and the case is set in that hand, running away from the face. Placed
 * first and reached for after, a short arm stopped short and the tablet floated in the air beside it.
 */
export function heldUpBeside(
  cast: SceneCast,
  pose: Pose,
  [width, height]: readonly [number, number],
  mood: Mood,
): { child: Drawn; screen: readonly [number, number, number, number] } {
  const { head, headRadius } = kid(cast, pose).joints;
  let child = kid(cast, pose, mood);
  let hand: Point = head;
  for (let drop = 0; drop <= 3; drop += 0.5) {
    const target: Point = [head[0] + pose.facing * headRadius * 1.3, head[1] + headRadius * drop];
    child = kid(cast, { ...pose, front: target }, mood);
    hand = handOf(child, pose.facing, 'front');
    if (Math.hypot(hand[0] - target[0], hand[1] - target[1]) < 2) break;
  }
  // The hand grips the case's edge, not the glass: a hand over the screen covered the face on the call.
  const left = pose.facing > 0 ? hand[0] - 2 : hand[0] - width + 2;
  return { child, screen: [left, hand[1] - height * 0.7, width, height] };
}

/**
 * What a call's screen shows besides the caller: the grandchild's own little picture in the corner. A big
 * screen with only Grandma on it read as "Grandma in the room" (review 115). (No red button on the glass: on
 * the grandparent's chest it read as "a no-entry sign".)
 */
export function selfView(own: Drawn, [x, y, width, height]: readonly [number, number, number, number]): Shape[] {
  const inset = [x + width - width * 0.3 - 5, y + height - height * 0.3 - 5, width * 0.3, height * 0.3] as const;
  return [rect(...inset, '#cfe3ef', { detail: true }), ...onScreen(own, inset)];
}
