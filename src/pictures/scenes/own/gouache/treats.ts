// The treats out of doors (ice cream, the picnic, the lemonade stand) as the gouache painter stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { basket, iceCream, jug, jugLip, sandwichHalf } from '../../../props/food.ts';
import { fence, flower, tree } from '../../../props/garden.ts';
import { stool, table } from '../../../props/household.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, rect } from '../../../shapes.ts';
import { onLap } from '../../holding.ts';
import { TABLE_TOP } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/**
 * Ice cream: on the grass, the grandchild on Grandma's lap holds the cone up to her for her lick; a baby sits
 * on the blanket facing her, and she holds the cone to its mouth for its lick. On her lap a baby's dark
 * sleeves, booties and her hand round it read as "a tangle of lumps merged into Grandma's lap" (review 147).
 */
const aLickForGrandma: Staging = (cast, random) => {
  const sitting = { x: 200, y: GROUND, facing: 1, stance: 'sit', seat: 8, lean: 0.3 } as const;
  const together = () => {
    if (cast.age === 'baby') {
      const seated = { x: 290, y: GROUND, facing: -1, stance: 'sit', seat: 0 } as const;
      const { head, headRadius } = kid(cast, seated).joints;
      const cone: Point = [head[0] - headRadius * 1.3, head[1] + headRadius * 0.4];
      const baby = kid(cast, { ...seated, front: [cone[0] + 4, cone[1] + 18], back: 'hip' }, 'laugh');
      const grandma = elder(cast, 0, { ...sitting, front: [cone[0] - 2, cone[1] + 12], back: 'lap' }, 'laugh');
      return { people: [...grandma.shapes, ...baby.shapes], cone };
    }
    const { head, headRadius } = onLap(cast, 0, sitting, { facing: -1, front: 'hold', back: 'hip' }).child.joints;
    const cone: Point = [head[0] + headRadius * 1.6, head[1] + headRadius * 0.6];
    const lap = onLap(cast, 0, sitting, { facing: 1, front: [cone[0] - 4, cone[1] + 14], back: 'hip' }, ['laugh', 'laugh']);
    return { people: lap.shapes, cone };
  };
  const { people, cone } = together();
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
    [...people, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))],
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
    { x: 200, y: ground, facing: 1, stance: 'kneel', front: [reach[0] - 6, reach[1] + 2], back: [150, ground - 41], lean: 0.3 },
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
      // His hand on the top of the handle: inside its loop it "hovers over the basket handle" (review 132).
      ...heldAs('basket', basket(150, ground - 10)),
      ...kneeling.shapes,
      ...child.shapes,
      ...heldAs('sandwich', [sandwichHalf(sandwich[0], sandwich[1])]),
    ],
  );
};

/**
 * Lemonade: at a little table on the pavement, Grandma pours from the jug in both hands into the cup the
 * grandchild holds up across it (a baby sits up on the table to hold it). Lifted on her arm to pour, the
 * grandchild sat on the table behind her arm and the jug read as "a box" (review 104).
 */
const pouringForTheCup: Staging = (cast, random) => {
  const floor = GROUND;
  const top = floor - TABLE_TOP;
  const baby = cast.age === 'baby';
  // Up on a crate behind the table, so the table top is at its waist, not its chin.
  const step = cast.age === 'child' ? 30 : 44;
  const [jx, jy] = [226, 204];
  const lip = jugLip(jx, jy);
  const cup: Point = [lip[0] + 2, top - 26];
  const reach: Point = [cup[0] + 14, cup[1] + 12];
  const child = baby
    ? kid(cast, { x: 296, y: top, facing: -1, stance: 'sit', seat: 0, front: reach, back: 'hip' }, 'laugh')
    : kid(cast, { x: 300, y: floor - step, facing: -1, front: reach, back: 'hip' }, 'laugh');
  const grandma = elder(cast, 0, { x: 168, y: floor, facing: 1, front: [jx - 16, jy - 20], back: [jx - 2, jy + 2], lean: 0.1 }, 'smile');
  return layers(
    [...outdoors(random, { horizon: 214, sun: [60, 50] }), ...fence(236), ...tree(430, 236, 70)],
    [rect(0, 288, 480, 72, '#c8c0b0')],
    [
      ...(baby ? [] : [...stool(300, floor, step), ...withoutNearArm(child)]),
      ...withoutNearArm(grandma),
      // Grandma at the table's end, not behind it: with its top across her waist and her legs under it among its
      // legs, she "stands inside the table" (fault checks after review 148).
      ...table(206, floor, 150, '#7fb3d9'),
      // The stand's cloth hanging to near the ground, hiding the crate behind it: with only the top, the crate and
      // the grandchild's shoes showed under it "in front of the table while her body is behind it" (review 149).
      rect(206, top + 6, 150, TABLE_TOP - 22, '#6aa0c9'),
      ...(baby ? withoutNearArm(child) : []),
      ...heldAs('jug', jug(jx, jy)),
      line([lip, [cup[0] + 8, cup[1]]], '#f6e27a', 3),
      ...heldAs('cup', [rect(cup[0], cup[1], 16, 20, '#ffffff')]),
      // The lemons on the blue cloth between the two: yellow on yellow before her, over her apron, they read as "glued
      // to the apron" (review 134).
      ...[0, 1, 2].map((index) => ellipse(238 + index * 17, top - 6, 8, 8, '#f2c94c')),
      ...nearArmOf(child),
      ...nearArmOf(grandma),
    ],
  );
};

export const TREATS: Readonly<Record<string, Staging>> = {
  'sharing-ice-cream': aLickForGrandma,
  'picnic-in-the-park': handedFromTheBasket,
  'lemonade-stand': pouringForTheCup,
};
