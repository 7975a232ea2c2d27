// The food scenes as the paper cut-out artist stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { bowl, pan } from '../../../props/food.ts';
import { stove } from '../../../props/household.ts';
import { panRail } from '../../../props/kitchen-walls.ts';
import { heart } from '../../../props/things.ts';
import { room, shadow, star } from '../../../settings.ts';
import { ellipse, heldAs, keptInView, layers, line, rect, type Shape } from '../../../shapes.ts';
import { childAtTable, kitchen, kitchenTable, TABLE_TOP } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** A cookie cut in a shape: a star or a heart, golden from the oven. */
const cutCookie = (x: number, y: number, index: number): Shape =>
  index % 2 ? heart(x, y, 7, '#e0b060') : { ...star(x, y, 8, '#e0b060'), role: undefined };

/** Baking cookies: at the table, the grandchild rolls out the dough with the rolling pin while Grandma cuts out stars and hearts. */
const rollingAndCutting: Staging = (cast, random) => {
  const floor = 322;
  const top = floor - TABLE_TOP;
  const { drawn: child, stool } = childAtTable(cast, {
    floor,
    x: 300,
    babyX: 290,
    facing: -1,
    front: [262, top - 8],
    back: [286, top - 6],
  });
  const grandma = elder(cast, 0, { x: 160, y: floor, facing: 1, bend: 0.15, front: [214, top - 8], back: 'hip', lean: 0.3 }, 'laugh');
  const [a, b] = child.joints.hands;
  return layers(
    // A mint wall: a yellow one swallowed a baby's yellow suit and the pale high chair it sat in.
    kitchen(random, '#a8d8c0', 'pans'),
    // Both behind the table, their arms over its top: stood in front of it, the grandchild "stands in front of
    // the table yet has its hands on the top of it" (review 118).
    [...stool, ...withoutNearArm(grandma), ...withoutNearArm(child)],
    [
      // Its legs clear of Grandma's and the stool's: behind them, the table read as "a floating sheet" (review 104).
      ...kitchenTable(96, floor, 256),
      // Its cloth hanging to near the floor, hiding the stool behind it: with only the top, the stool and the
      // grandchild's shoes showed under it "in front of the table while his body is behind it" (reviews 149, 150).
      rect(90, top + 20, 268, TABLE_TOP - 34, '#d9d2c4'),
      ellipse(250, top - 4, 46, 8, '#f2dca8'),
      ...[0, 1, 2, 3].map((index) => cutCookie(176 + index * 16, top - 6, index)),
      ...heldAs('rolling pin', [
        line(
          [
            [Math.min(a[0], b[0]) - 10, (a[1] + b[1]) / 2],
            [Math.max(a[0], b[0]) + 10, (a[1] + b[1]) / 2],
          ],
          '#a8703c',
          7,
        ),
      ]),
      ...nearArmOf(child),
      ...heldAs('cutter', [{ ...star(214, top - 12, 9, '#9aa0a6'), role: undefined }]),
      ...nearArmOf(grandma),
    ],
  );
};

/** Pancakes: tossed too high, the pancake sticks to the ceiling, and Grandpa and the grandchild look up at it laughing. */
const onTheCeiling: Staging = (cast) => {
  const floor = 322;
  const grandpa = elder(cast, 0, { x: 180, y: floor, facing: 1, front: [226, 214], back: 'hip', lean: -0.3 }, 'laugh');
  const child = kid(cast, { x: 300, y: floor, facing: -1, front: 'up', back: 'hip', lean: -0.3 }, 'laugh');
  return layers(
    // A low kitchen ceiling, in the frame, the pancake stuck to it; the pans' rail below it (the kitchen's own,
    // under this ceiling, left the pans "on the wall with no hooks", review 138), the stove behind Grandpa.
    [
      ...room({ wall: '#f2c94c', floor: '#b9a48a', floorY: 260 }),
      rect(0, 0, 480, 92, '#f4ece0'),
      ...panRail(250, 100, 170),
      ...stove(30, 322),
    ],
    [shadow(240, floor + 2, 200)],
    [
      ...grandpa.shapes,
      ...child.shapes,
      ...heldAs('pan', pan(250, 210, 0, -1)),
      // Kept in the frame: left to the camera, the ceiling and its pancake were cropped away, and the joke with them.
      ...keptInView([ellipse(246, 66, 28, 8, '#e3a95a')]),
    ],
  );
};

/** Pizza: in its chef's hat the grandchild spins the dough up high over its head, Grandpa cheering with the toppings bowl. */
const spinningTheDough: Staging = (cast, random) => {
  const floor = 322;
  const child = kid(cast, { x: 290, y: floor, facing: -1, front: 'up', back: 'hip' }, 'laugh');
  const [hx, _hy] = handOf(child, -1, 'front');
  const grandpa = elder(cast, 0, { x: 170, y: floor, facing: 1, front: [214, 250], back: 'wave', lean: 0.2 }, 'laugh');
  const { head, headRadius } = child.joints;
  return layers(
    kitchen(random, '#f2c9a0', 'pans'),
    [shadow(230, floor + 2, 200)],
    [
      ...withoutNearArm(grandpa),
      ...heldAs('bowl', bowl(218, 258, '#4fa3d9')),
      ...nearArmOf(grandpa),
      ...child.shapes,
      // A chef's toque: a band down over the hair and a puff above it. A box on the crown read as a hat
      // floating over the head (review 94).
      ellipse(head[0], head[1] - headRadius * 1.55, headRadius * 0.95, headRadius * 0.6, '#ffffff'),
      rect(head[0] - headRadius * 0.85, head[1] - headRadius * 1.25, headRadius * 1.7, headRadius * 0.62, '#ffffff'),
      // The dough spun up off the hand, in the air above the hat, with a curl of its spin: held at a small
      // grandchild's reach, it lay across the eyes.
      ellipse(hx, head[1] - headRadius * 2.7, 30, 7, '#f2dca8'),
      line(
        [
          [hx - 22, head[1] - headRadius * 2.2],
          [hx - 8, head[1] - headRadius * 2.05],
          [hx + 10, head[1] - headRadius * 2.12],
        ],
        '#8a6a4a',
        1.5,
      ),
    ],
  );
};

export const FOOD: Readonly<Record<string, Staging>> = {
  'baking-cookies': rollingAndCutting,
  'flipping-pancakes': onTheCeiling,
  'making-pizza': spinningTheDough,
};
