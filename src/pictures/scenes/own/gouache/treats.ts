// The treats out of doors (ice cream, the picnic, the lemonade stand) as the gouache painter stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { basket, iceCream, jug, jugLip, sandwichHalf } from '../../../props/food.ts';
import { fence, flower, tree } from '../../../props/garden.ts';
import { table } from '../../../props/household.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, rect } from '../../../shapes.ts';
import { inArms, onLap } from '../../holding.ts';
import { TABLE_TOP } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Ice cream: on the grass, the grandchild on Grandma's lap holds the cone up to her for her lick. */
const aLickForGrandma: Staging = (cast, random) => {
  const sitting = { x: 200, y: GROUND, facing: 1, stance: 'sit', seat: 8, lean: 0.3 } as const;
  const { head, headRadius } = onLap(cast, 0, sitting, { facing: -1, front: 'hold', back: 'hip' }).child.joints;
  const cone: Point = [head[0] + headRadius * 1.6, head[1] + headRadius * 0.6];
  const lap = onLap(cast, 0, sitting, { facing: 1, front: [cone[0] - 4, cone[1] + 14], back: 'hip' }, ['laugh', 'laugh']);
  return layers(
    [...outdoors(random, { horizon: 220, sun: [420, 50] }), ...tree(60, 240, 100), ...flower(400, 300, 30, '#e0457b')],
    // Sat on a picnic blanket spread on the grass: on a pale oval of sand they read as "sitting on a path" (review 99).
    gingham(
      [
        [110, GROUND - 12],
        [350, GROUND - 12],
        [380, GROUND + 16],
        [80, GROUND + 16],
      ],
      '#5a8ac0',
    ),
    [...lap.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))],
  );
};

/** Picnic: Grandpa kneels at the basket handing a sandwich up to the grandchild, Grandma sitting on the blanket pouring from the flask. */
const handedFromTheBasket: Staging = (cast, random) => {
  const ground = GROUND;
  const child = kid(cast, { x: 300, y: ground, facing: -1, front: 'forward', back: 'hip' }, 'laugh');
  const reach = handOf(child, -1, 'front');
  const last = cast.elders.length - 1;
  const kneeling = elder(
    cast,
    last,
    { x: 200, y: ground, facing: 1, stance: 'kneel', front: [reach[0] - 6, reach[1] + 2], back: [150, ground - 30], lean: 0.3 },
    'smile',
  );
  const pouring =
    last > 0
      ? elder(
          cast,
          0,
          { x: 90, y: ground - 6, facing: 1, stance: 'sit', seat: 6, scale: 0.94, front: [134, 250], back: [120, 262], lean: 0.2 },
          'open',
        )
      : undefined;
  const sandwich: Point = [reach[0] - 4, reach[1] - 2];
  return layers(
    [...outdoors(random, { horizon: 214, sun: [420, 50] }), ...tree(60, 236, 110)],
    gingham(
      [
        [40, 300],
        [420, 300],
        [460, 350],
        [0, 350],
      ],
      '#4f8fd9',
    ),
    [
      ...(pouring ? [...withoutNearArm(pouring), ...heldAs('flask', [rect(130, 238, 12, 26, '#d9483b')]), ...nearArmOf(pouring)] : []),
      ...basket(150, ground - 10),
      ...kneeling.shapes,
      ...child.shapes,
      ...heldAs('sandwich', [sandwichHalf(sandwich[0], sandwich[1])]),
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

export const TREATS: Readonly<Record<string, Staging>> = {
  'sharing-ice-cream': aLickForGrandma,
  'picnic-in-the-park': handedFromTheBasket,
  'lemonade-stand': pouringFromHerArm,
};
