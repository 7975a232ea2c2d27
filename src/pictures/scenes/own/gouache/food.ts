// The food scenes as the gouache painter stages them.

import { basket, bowl, cookies, flour, iceCream, jug, jugLip, pan, pizza } from '../../../props/food.ts';
import { fence, flower, tree } from '../../../props/garden.ts';
import { table } from '../../../props/household.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { inArms, onLap } from '../../holding.ts';
import { COUNTER_TOP, childAtTable, kitchen, kitchenCounter, kitchenTable, TABLE_TOP } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Baking cookies: the grandchild sits up on the counter with the bowl in its lap, Grandma beside it stirring, flour on both. */
const bowlInTheLap: Staging = (cast, random) => {
  const seat = COUNTER_TOP - 6;
  const child = kid(cast, { x: 270, y: seat, facing: -1, stance: 'sit', seat: 0, front: 'lap', back: 'lap', lean: 0.2 }, 'laugh');
  const lap: Point = [child.joints.knees[0][0] + 6, child.joints.knees[0][1] - 6];
  const grandma = elder(cast, 0, { x: 180, y: 312, facing: 1, front: [lap[0] - 6, lap[1] - 10], back: 'hip', lean: 0.3 }, 'smile');
  return layers(
    kitchen(random, '#f0dcc0'),
    [...grandma.shapes],
    [
      ...kitchenCounter(150, 280),
      ...child.shapes.slice(0, -2),
      ...heldAs('bowl', bowl(lap[0], lap[1], '#e0457b', -1)),
      ...child.shapes.slice(-2),
      ...flour(360, COUNTER_TOP - 6),
      ...cookies(400, COUNTER_TOP - 4, 3),
    ],
  );
};

/** Pancakes: at the breakfast table Grandpa slides a pancake from the pan onto the tall stack on the grandchild's plate. */
const onToTheStack: Staging = (cast, random) => {
  const floor = 322;
  const { drawn: child, stool } = childAtTable(cast, {
    floor,
    x: 300,
    babyX: 290,
    facing: -1,
    front: [262, floor - 84],
    back: [270, floor - 80],
  });
  const plate: Point = [246, floor - TABLE_TOP - 4];
  const grandpa = elder(cast, 0, { x: 160, y: floor, facing: 1, front: [plate[0] - 22, plate[1] - 44], back: 'hip', lean: 0.3 }, 'laugh');
  return layers(
    kitchen(random, '#e8eef0'),
    [...grandpa.shapes.slice(0, -2), ...stool],
    [
      ...kitchenTable(170, floor, 150),
      ...child.shapes,
      ellipse(plate[0], plate[1], 26, 6, '#ffffff'),
      ...[0, 1, 2, 3].map((layer) => ellipse(plate[0], plate[1] - 4 - layer * 5, 18, 5, '#e3a95a')),
      ...heldAs('pan', pan(plate[0] + 4, plate[1] - 40, 14, -1)),
      ...grandpa.shapes.slice(-2),
    ],
  );
};

/** Ice cream: on the grass, the grandchild on Grandma's lap holds the cone up to her for her lick. */
const aLickForGrandma: Staging = (cast, random) => {
  const sitting = { x: 200, y: GROUND, facing: 1, stance: 'sit', seat: 8, lean: 0.3 } as const;
  const { head, headRadius } = onLap(cast, 0, sitting, { facing: -1, front: 'hold', back: 'hip' }).child.joints;
  const cone: Point = [head[0] + headRadius * 1.6, head[1] + headRadius * 0.6];
  const lap = onLap(cast, 0, sitting, { facing: 1, front: [cone[0] - 4, cone[1] + 14], back: 'hip' }, ['laugh', 'laugh']);
  return layers(
    [...outdoors(random, { horizon: 220, sun: [420, 50] }), ...tree(60, 240, 100), ...flower(400, 300, 30, '#e0457b')],
    [ellipse(230, GROUND, 130, 18, '#d9c89a')],
    [...lap.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))],
  );
};

/** Picnic: the grandchild on Grandpa's lap on the blanket, Grandma passing it a sandwich from the basket. */
const sandwichOnTheLap: Staging = (cast, random) => {
  const ground = GROUND;
  const lap = onLap(
    cast,
    cast.elders.length - 1,
    { x: 300, y: ground, facing: -1, stance: 'sit', seat: 6, lean: 0.2 },
    { facing: -1, front: 'forward', back: 'hip' },
    ['smile', 'open'],
  );
  const reach = handOf(lap.child, -1, 'front');
  const passing =
    cast.elders.length > 1
      ? elder(
          cast,
          0,
          { x: 150, y: ground, facing: 1, stance: 'sit', seat: 6, front: [reach[0] - 8, reach[1]], back: 'hip', lean: 0.3 },
          'smile',
        )
      : undefined;
  const sandwich: Point = passing ? [reach[0] - 6, reach[1] - 2] : reach;
  return layers(
    [...outdoors(random, { horizon: 214, sun: [80, 50] }), ...tree(420, 236, 110)],
    gingham(
      [
        [80, 300],
        [400, 300],
        [440, 350],
        [40, 350],
      ],
      '#4f8fd9',
    ),
    [
      ...(passing?.shapes ?? []),
      ...lap.shapes,
      ...basket(110, ground + 10),
      ...heldAs('sandwich', [
        polygon(
          [
            [sandwich[0] - 10, sandwich[1] + 6],
            [sandwich[0] + 10, sandwich[1] + 6],
            [sandwich[0], sandwich[1] - 8],
          ],
          '#f2d59a',
        ),
      ]),
    ],
  );
};

/** Pizza: the grandchild scatters the toppings on the round pizza, Grandpa leaning in close with the pepper mill. */
const scatteringToppings: Staging = (cast, random) => {
  const floor = 322;
  const top = floor - TABLE_TOP;
  const { drawn: child, stool } = childAtTable(cast, {
    floor,
    x: 180,
    babyX: 190,
    facing: 1,
    front: [236, top - 20],
    back: [226, top - 14],
  });
  const grandpa = elder(cast, 0, { x: 330, y: floor, facing: -1, bend: 0.2, front: [276, top - 30], back: 'hip', lean: 0.4 }, 'laugh');
  const [hx, hy] = child.joints.hands[1];
  return layers(
    kitchen(random, '#f2e0c0'),
    [...stool, ...grandpa.shapes.slice(0, -2)],
    [
      ...kitchenTable(150, floor, 170),
      ...child.shapes,
      ...heldAs('pizza', pizza(250, top - 4)),
      ...[0, 1, 2].map((bit) => ellipse(hx + 6 + bit * 7, hy + 8 + bit * 6, 3, 3, '#c0392b')),
      ...heldAs('pepper mill', [rect(272, top - 52, 10, 26, '#5a3a28')]),
      ...grandpa.shapes.slice(-2),
    ],
  );
};

/** Lemonade: behind a little table on the pavement, Grandma lifts the grandchild up on her arm to pour a cup from the jug. */
const pouringFromHerArm: Staging = (cast, random) => {
  const floor = GROUND;
  const carry = inArms(cast, 0, { x: 170, y: floor, facing: 1, lean: 0.2 }, { front: 'forward', back: 'hip' }, ['smile', 'open']);
  const [hx, hy] = handOf(carry.child, -1, 'front');
  const lip = jugLip(hx - 17, hy + 41);
  return layers(
    [...outdoors(random, { horizon: 214, sun: [60, 50] }), ...fence(236), ...tree(430, 236, 70)],
    [rect(0, 288, 480, 72, '#c8c0b0')],
    [
      ...carry.shapes,
      // The table under the jug, wherever the carried grandchild's hand holds it, the cup below the lip.
      ...table(hx - 50, floor, 150, '#f2c94c'),
      ...heldAs('jug', jug(hx - 17, hy + 41)),
      line([lip, [lip[0] + 8, floor - TABLE_TOP - 20]], '#f6e27a', 3),
      rect(lip[0], floor - TABLE_TOP - 20, 16, 20, '#ffffff'),
      ...[0, 1, 2].map((index) => ellipse(lip[0] + 36 + index * 18, floor - TABLE_TOP - 6, 8, 8, '#f2c94c')),
    ],
  );
};

export const FOOD: Readonly<Record<string, Staging>> = {
  'baking-cookies': bowlInTheLap,
  'flipping-pancakes': onToTheStack,
  'sharing-ice-cream': aLickForGrandma,
  'picnic-in-the-park': sandwichOnTheLap,
  'making-pizza': scatteringToppings,
  'lemonade-stand': pouringFromHerArm,
};
