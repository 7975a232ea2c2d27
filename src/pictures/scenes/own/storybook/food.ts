// The food scenes as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { cookies, flour, pan, pizza } from '../../../props/food.ts';
import { fence, tree } from '../../../props/garden.ts';
import { counter, stove } from '../../../props/household.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { childAtTable, kitchen } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/** Baking cookies: out of the oven, Grandma bends with the hot tray in her mitts, the grandchild on tiptoe to see. */
const outOfTheOven: Staging = (cast, random) => {
  const floor = 320;
  const tray: Point = [226, 226];
  const grandma = elder(
    cast,
    0,
    { x: 170, y: floor, facing: 1, bend: 0.15, front: [tray[0] + 24, tray[1] + 4], back: [tray[0] - 18, tray[1] + 4], lean: 0.2 },
    'smile',
  );
  const [l, r] = grandma.joints.hands;
  // On tiptoe beside her, reaching for the tray.
  const child = kid(cast, { x: 290, y: floor, facing: -1, front: [r[0] + 16, r[1] + 6], back: 'hip', lean: 0.3 }, 'surprised');
  return layers(
    kitchen(random, '#efe4cc'),
    [...stove(40, floor), ...counter(330, floor, 150, '#e9e4da')],
    [
      ...withoutNearArm(grandma),
      // The tray between her two hands, wherever her arms put them.
      ...heldAs('tray', [
        rect(Math.min(l[0], r[0]) - 6, Math.min(l[1], r[1]) - 2, Math.abs(l[0] - r[0]) + 12, 6, '#9aa0a6'),
        ...cookies((l[0] + r[0]) / 2, Math.min(l[1], r[1]) - 2, 4),
      ]),
      ...nearArmOf(grandma),
      ...child.shapes,
      ...flour(390, floor - 106),
    ],
  );
};

/** Pancakes: Grandpa's hands over the grandchild's on the pan's handle, they toss it together, the pancake turning in the air. */
const tossingTogether: Staging = (cast, random) => {
  const floor = 322;
  const { drawn: child, stool } = childAtTable(cast, { floor, x: 250, babyX: 250, facing: 1, front: [304, 214], back: [294, 222] });
  const [hx, hy] = child.joints.hands[1];
  const grandpa = elder(
    cast,
    0,
    {
      x: 180,
      y: floor,
      facing: 1,
      bend: 0.15,
      front: [hx + 2, hy - 2],
      back: [child.joints.hands[0][0] - 2, child.joints.hands[0][1] - 2],
      lean: 0.3,
    },
    'laugh',
  );
  return layers(
    [...kitchen(random, '#e6ecdc'), ...stove(360, 300)],
    // A baby sits in its high chair beside the stove, where a bigger child stands on the stool.
    stool,
    // Both his arms round the grandchild from behind, under its arms: drawn over it, the near one crossed its face.
    [...grandpa.shapes, ...child.shapes, ...heldAs('pan', pan(hx + 52, hy - 4, 60, -1))],
  );
};

/** Pizza: by the brick oven in the garden, Grandpa slides the pizza in on the long peel, the grandchild holding its plate ready. */
const intoTheOven: Staging = (cast, random) => {
  const ground = GROUND;
  const peel: Point = [150, 240];
  const grandpa = elder(
    cast,
    0,
    { x: 250, y: ground, facing: -1, bend: 0.1, front: [peel[0] + 60, peel[1] + 6], back: [peel[0] + 86, peel[1] + 10], lean: 0.1 },
    'open',
  );
  const child = kid(cast, { x: 340, y: ground, facing: -1, front: 'forward', back: 'forward' }, 'laugh');
  const [pa, pb] = child.joints.hands;
  return layers(
    [...outdoors(random, { horizon: 220, sun: [420, 50] }), ...fence(248), ...tree(450, 240, 60)],
    [
      polygon(
        [
          [20, ground],
          [20, 200],
          [60, 160],
          [130, 160],
          [160, 200],
          [160, ground],
        ],
        '#b9553b',
      ),
      ellipse(90, 236, 34, 26, '#3a2020'),
      ellipse(90, 240, 22, 14, '#f2a03a'),
    ],
    [
      ...withoutNearArm(grandpa),
      // The peel's handle runs through both hands, wherever the arms put them.
      ...heldAs('peel', [
        line([grandpa.joints.hands[1], grandpa.joints.hands[0], [peel[0] - 4, peel[1]]], '#9a6a42', 4),
        ellipse(peel[0] - 20, peel[1], 24, 6, '#c9a06a'),
      ]),
      ...pizza(peel[0] - 20, peel[1] - 4),
      ...nearArmOf(grandpa),
      ...child.shapes,
      ...heldAs('plate', [ellipse((pa[0] + pb[0]) / 2, Math.min(pa[1], pb[1]), 20, 5, '#ffffff')]),
    ],
  );
};

export const FOOD: Readonly<Record<string, Staging>> = {
  'baking-cookies': outOfTheOven,
  'flipping-pancakes': tossingTogether,
  'making-pizza': intoTheOven,
};
