// The food scenes as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { cookies, emptyPan, flour, pizza } from '../../../props/food.ts';
import { fence, tree } from '../../../props/garden.ts';
import { counter, stove } from '../../../props/household.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { childAtTable, kitchen } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Baking cookies: out of the oven, Grandma bends with the hot tray in her mitts, the grandchild on tiptoe to see. */
const outOfTheOven: Staging = (cast, random) => {
  const floor = 320;
  // Close to her, at her waist: further out, her arms stretched "to 1.5 times their length" (review 95).
  const tray: Point = [206, 212];
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
    kitchen(random, '#efe4cc', 'plates'),
    [...stove(40, floor), ...counter(330, floor, 150, '#e9e4da')],
    [
      ...withoutNearArm(grandma),
      // The tray between her two hands, wherever her arms put them.
      ...heldAs('tray', [
        rect(Math.min(l[0], r[0]) - 6, Math.min(l[1], r[1]) - 2, Math.abs(l[0] - r[0]) + 12, 6, '#9aa0a6'),
        // Three in a row across the middle of the tray, sat on it: four from its middle on ran out past her hand and
        // "hover above the tray" (review 131).
        ...cookies((l[0] + r[0]) / 2 - 22, Math.min(l[1], r[1]) + 2, 3),
      ]),
      ...nearArmOf(grandma),
      ...child.shapes,
      ...flour(390, floor - 106),
    ],
  );
};

/**
 * Pancakes: Grandpa tossed it too high, and it came down on his head, draped like a cap; he looks up at it
 * with the empty pan, and the grandchild, holding out the plate to catch it, laughs. On the stool at the
 * stove, tossing together, it was the cartoonist's drawing again (review 90).
 */
const onGrandpasHead: Staging = (cast, random) => {
  const floor = 322;
  // The empty pan back over the stove in one hand, the other up at the pancake's hanging edge.
  const stand = { x: 296, y: floor, facing: -1, lean: -0.3 } as const;
  const { head, headRadius: r } = elder(cast, 0, stand).joints;
  const grandpa = elder(cast, 0, { ...stand, front: [head[0] - r * 1.45, head[1] - r * 0.1], back: [350, 250] }, 'surprised');
  const [hx, hy] = handOf(grandpa, -1, 'back');
  const top = head[1] - r * 0.82;
  // Flopped over the crown, wider than the head, its edges hanging down either side to the ears, browned in spots.
  const pancake = [
    polygon(
      [
        [head[0] - r * 1.3, top + r * 0.75],
        [head[0] - r * 1.15, top - r * 0.05],
        [head[0] - r * 0.5, top - r * 0.36],
        [head[0] + r * 0.5, top - r * 0.36],
        [head[0] + r * 1.15, top - r * 0.05],
        [head[0] + r * 1.3, top + r * 0.8],
        [head[0] + r * 0.85, top + r * 0.3],
        [head[0], top + r * 0.12],
        [head[0] - r * 0.85, top + r * 0.3],
      ],
      '#e8b265',
    ),
    ...[-0.6, 0.1, 0.7].map((dx, index) =>
      ellipse(head[0] + dx * r, top - r * (0.1 + (index % 2) * 0.1), r * 0.12, r * 0.07, '#b5763a', { detail: true }),
    ),
  ];
  const baby = cast.age === 'baby';
  // A baby holds its plate up from the high chair; a bigger child stands on the floor, holding it out.
  const seat = childAtTable(cast, { floor, x: 190, babyX: 190, facing: 1, front: [234, 226], back: [222, 230] });
  const child = baby ? seat.drawn : kid(cast, { x: 196, y: floor, facing: 1, front: [244, 226], back: 'hip' }, 'laugh');
  const [px, py] = handOf(child, 1, 'front');
  return layers([...kitchen(random, '#e6ecdc', 'plates'), ...stove(330, 300)], baby ? seat.stool : [], [
    ...grandpa.shapes,
    ...pancake,
    // The empty pan, its handle in his hand.
    ...heldAs('pan', emptyPan(hx + 60, hy - 10, -1)),
    // Held by its near rim, the hand over it: laid over the hand, a toddler's plate "floated" at the end of a bare arm.
    ellipse(px + 16, py - 2, 20, 5, '#ffffff', { held: 'plate' }),
    ...child.shapes,
  ]);
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
  'flipping-pancakes': onGrandpasHead,
  'making-pizza': intoTheOven,
};
