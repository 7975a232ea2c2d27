// The stage every scene is set on: 400×300 with the ground at GROUND, and where a figure's hand is.
import { type Arm, CHILD_ARMS, GRANDMA_ARMS, GRANDPA_ARMS, handAt } from './cast.ts';
import type { Drawing } from './render.ts';
import type { Group, Shape } from './shapes.ts';

export const [W, H, GROUND] = [400, 300, 266];
type Point = readonly [number, number];

/** A point of a figure standing at x (scale 1) in scene coordinates. */
export const at = (x: number, [dx, dy]: Point): Point => [x + dx, GROUND + dy];
export const scene = (...groups: (Group | Shape[])[]): Drawing => ({
  width: W,
  height: H,
  groups: groups.map((group) => (Array.isArray(group) ? { shapes: group } : group)),
});
const hand = { grandma: GRANDMA_ARMS, grandpa: GRANDPA_ARMS, child: CHILD_ARMS };
/** Where the left hand of a figure standing at x is, its arm posed as given. */
export const held = (who: keyof typeof hand, x: number, arm: Arm): Point => at(x, handAt(hand[who], 'left', arm));
