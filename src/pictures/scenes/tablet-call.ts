// A video call on a tablet held up in the grandchild's hands: the case, the call's screen with the
// grandparent seen through it (clipped to the glass), and the call's buttons on the case below.
import type { Mood } from '../figures/face.ts';
import type { Pose } from '../figures/pose.ts';
import { handheldTablet } from '../props/household.ts';
import { heldAs, rect, type Shape } from '../shapes.ts';
import { elder, type SceneCast, seenThrough } from './scene.ts';

/** The tablet and the grandparent on it, in a pose on the screen: drawn between the holder's body and its near arm. */
export function tabletCall(cast: SceneCast, screen: readonly [number, number, number, number], grandparent: Pose, mood: Mood): Shape[] {
  const [x, y, width, height] = screen;
  const device = handheldTablet(x, y, width, height);
  const far = elder(cast, 0, grandparent, mood);
  return [...heldAs('tablet', device.case), rect(x, y, width, height, '#f4e3c8'), ...seenThrough(far.shapes, screen), ...device.controls];
}
