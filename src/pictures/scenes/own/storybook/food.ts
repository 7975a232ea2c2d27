// The food scenes as the storybook illustrator stages them.

import { basket, cookies, flour, iceCream, jug, jugLip, pan, pizza } from '../../../props/food.ts';
import { fence, tree } from '../../../props/garden.ts';
import { counter, stool, stove } from '../../../props/household.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { childAtTable, kitchen } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

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
  const child = kid(cast, { x: 310, y: floor, facing: -1, front: 'clasp', back: 'clasp', lean: 0.3 }, 'surprised');
  return layers(
    kitchen(random, '#efe4cc'),
    [...stove(40, floor), ...counter(330, floor, 150, '#e9e4da')],
    [
      ...grandma.shapes.slice(0, -2),
      ...heldAs('tray', [rect(tray[0] - 26, tray[1], 62, 6, '#9aa0a6'), ...cookies(tray[0] + 4, tray[1], 4)]),
      ...grandma.shapes.slice(-2),
      ...child.shapes,
      ...flour(390, floor - 106),
    ],
  );
};

/** Pancakes: Grandpa's hands over the grandchild's on the pan's handle, they toss it together, the pancake turning in the air. */
const tossingTogether: Staging = (cast, random) => {
  const floor = 322;
  const { drawn: child, stool } = childAtTable(cast, { floor, x: 250, babyX: 250, facing: 1, front: [300, 190], back: [290, 200] });
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
    [...stool],
    [...grandpa.shapes.slice(0, -2), ...child.shapes, ...heldAs('pan', pan(hx + 52, hy - 4, 60, -1)), ...grandpa.shapes.slice(-2)],
  );
};

/** Ice cream: at the striped ice-cream cart in the park, Grandma hands the cone down to the grandchild reaching up for it. */
const atTheCart: Staging = (cast, random) => {
  const child = kid(cast, { x: 290, y: GROUND, facing: -1, front: 'up', back: 'hip' }, 'open');
  const reach = handOf(child, -1, 'front');
  const cone: Point = [reach[0] - 2, reach[1] - 20];
  const grandma = elder(
    cast,
    0,
    { x: 210, y: GROUND, facing: 1, bend: 0.1, front: [cone[0] - 6, cone[1] + 12], back: 'hip', lean: 0.3 },
    'smile',
  );
  return layers(
    [...outdoors(random, { horizon: 214, sun: [420, 50] }), ...tree(440, 236, 70)],
    [
      // The cart just behind them: its box, wheels, a pole and a striped awning.
      rect(80, 214, 110, 76, '#f4ece0'),
      rect(80, 206, 110, 10, '#e0457b'),
      rect(132, 120, 5, 90, '#9aa0a6'),
      ...[0, 1, 2, 3, 4, 5].map((stripe) =>
        polygon(
          [
            [84 + stripe * 18, 126],
            [102 + stripe * 18, 126],
            [100 + stripe * 18, 110],
            [90 + stripe * 18, 110],
          ],
          stripe % 2 ? '#ffffff' : '#e0457b',
        ),
      ),
      ellipse(100, 296, 14, 14, '#3a3a40'),
      ellipse(170, 296, 14, 14, '#3a3a40'),
      shadow(250, GROUND + 2, 160),
    ],
    [
      ...grandma.shapes.slice(0, -2),
      ...child.shapes,
      ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc')),
      ...grandma.shapes.slice(-2),
    ],
  );
};

/** Picnic: Grandma shakes out the checked blanket under the big tree, Grandpa arrives with the basket, the grandchild already sitting with a sandwich. */
const spreadingTheBlanket: Staging = (cast, random) => {
  const ground = GROUND;
  const shaking = elder(cast, 0, { x: 140, y: ground, facing: 1, front: [210, 230], back: [190, 200], lean: 0.1 }, 'laugh');
  const [a, b] = shaking.joints.hands;
  const child = kid(cast, { x: 290, y: ground, facing: -1, stance: 'sit', seat: 4, front: 'forward', back: 'hip' }, 'open');
  const bringing = elder(cast, 1, { x: 390, y: ground, facing: -1, scale: 0.96, front: [352, 250], back: 'hip' }, 'smile');
  const bite = handOf(child, -1, 'front');
  return layers(
    [...outdoors(random, { horizon: 214, sun: [240, 44] }), ...tree(60, 250, 130, '#6a9a4a')],
    [shadow(290, ground + 2, 160)],
    [
      // Held by its two near corners, the blanket billows out and down to the grass ahead of her.
      ...gingham(
        [
          [Math.min(a[0], b[0]) - 6, Math.min(a[1], b[1])],
          [Math.max(a[0], b[0]) + 6, Math.min(a[1], b[1]) - 4],
          [Math.max(a[0], b[0]) + 130, ground - 4],
          [Math.min(a[0], b[0]) + 30, ground + 14],
        ],
        '#e07a7a',
      ),
      ...shaking.shapes,
      ...child.shapes,
      ...heldAs('sandwich', [
        polygon(
          [
            [bite[0] - 10, bite[1] + 6],
            [bite[0] + 10, bite[1] + 6],
            [bite[0], bite[1] - 8],
          ],
          '#f2d59a',
        ),
      ]),
      // With one grandparent the basket waits on the grass.
      ...(bringing.shapes.length > 0
        ? [...bringing.shapes.slice(0, -2), ...heldAs('basket', basket(352, 262)), ...bringing.shapes.slice(-2)]
        : basket(380, ground + 4)),
    ],
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
      ...grandpa.shapes.slice(0, -2),
      // The peel's handle runs through both hands, wherever the arms put them.
      ...heldAs('peel', [
        line([grandpa.joints.hands[1], grandpa.joints.hands[0], [peel[0] - 4, peel[1]]], '#9a6a42', 4),
        ellipse(peel[0] - 20, peel[1], 24, 6, '#c9a06a'),
      ]),
      ...pizza(peel[0] - 20, peel[1] - 4),
      ...grandpa.shapes.slice(-2),
      ...child.shapes,
      ...heldAs('plate', [ellipse((pa[0] + pb[0]) / 2, Math.min(pa[1], pb[1]), 20, 5, '#ffffff')]),
    ],
  );
};

/** Lemonade: the stand is the little red wagon on the pavement, the grandchild pouring a cup as Grandma squeezes lemons on her stool. */
const theLemonadeWagon: Staging = (cast, random) => {
  const floor = GROUND;
  const wagonTop = floor - 40;
  const child = kid(cast, { x: 300, y: floor, facing: -1, front: 'forward', back: 'forward', lean: 0.2 }, 'open');
  const [hx, hy] = handOf(child, -1, 'front');
  const grandma = elder(
    cast,
    0,
    { x: 130, y: floor, facing: 1, stance: 'sit', seat: 40, front: [176, 250], back: [166, 256], lean: 0.3 },
    'smile',
  );
  const lip = jugLip(hx - 17, hy + 41);
  return layers(
    [...outdoors(random, { horizon: 210, sun: [70, 50] }), rect(0, 150, 480, 80, '#d9c2a0'), ...tree(430, 240, 80, '#6a9a4a')],
    [rect(0, 286, 480, 74, '#c8c0b0'), ...stool(130, floor, 40)],
    [
      ...grandma.shapes.slice(0, -2),
      ...heldAs('lemon', [ellipse(174, 248, 8, 7, '#f2c94c')]),
      ...grandma.shapes.slice(-2),
      rect(180, wagonTop, 100, 26, '#d9483b'),
      ellipse(200, floor - 8, 9, 9, '#3a3a40'),
      ellipse(260, floor - 8, 9, 9, '#3a3a40'),
      rect(lip[0], wagonTop - 20, 16, 20, '#ffffff'),
      ...child.shapes.slice(0, -2),
      ...heldAs('jug', jug(hx - 17, hy + 41)),
      ...child.shapes.slice(-2),
      line([lip, [lip[0] + 8, wagonTop - 20]], '#f6e27a', 3),
    ],
  );
};

export const FOOD: Readonly<Record<string, Staging>> = {
  'baking-cookies': outOfTheOven,
  'flipping-pancakes': tossingTogether,
  'sharing-ice-cream': atTheCart,
  'picnic-in-the-park': spreadingTheBlanket,
  'making-pizza': intoTheOven,
  'lemonade-stand': theLemonadeWagon,
};
