// The food scenes staged a second way, for the artists who compose them otherwise: the grandchild
// near us and the grandparent across the table, rather than the two side by side behind a counter.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { basket, jug, jugLip, pan } from '../props/food.ts';
import { fence, tree } from '../props/garden.ts';
import { stool, stove, table } from '../props/household.ts';
import { lettered } from '../props/lettering.ts';
import { gingham } from '../props/things.ts';
import { GROUND, outdoors } from '../settings.ts';
import { ellipse, heldAs, layers, line, polygon, rect } from '../shapes.ts';
import { kitchen } from './kitchen.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

/** The grandchild sits at the breakfast table holding the plate up; Grandpa, across it, tosses the pancake from the pan. */
export const pancakeToTheTable: Staging = (cast, random) => {
  const floor = 330;
  const seated = { x: 158, y: floor, facing: 1, stance: 'sit', seat: cast.age === 'child' ? 44 : 60 } as const;
  const {
    shoulders: [, shoulder],
    head,
    headRadius,
  } = kid(cast, seated).joints;
  // Held out in front of the face, however big the artist draws the head (close in, it was held flat against
  // it); a baby's short arms hold it lower, at the chest, and a smaller plate (at face height it covered the mouth).
  const baby = cast.age === 'baby';
  const aim: [number, number] = [Math.max(shoulder[0] + 30, head[0] + headRadius * 1.3 + 18), shoulder[1] + (baby ? 10 : -12)];
  const child = kid(cast, { ...seated, front: [aim[0] + 8, aim[1] + 4], back: [aim[0] - 8, aim[1] + 4] }, 'surprised');
  // On the hands as they reach it.
  const [a, b] = child.joints.hands;
  const plate: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 4];
  const grandpa = elder(cast, 0, { x: 318, y: floor - 14, facing: -1, scale: 0.94, front: [286, 186], back: 'hip' }, 'open');
  const [hx, hy] = handOf(grandpa, -1, 'front');
  return layers(
    [...kitchen(random, '#e3eef0', 'sill'), ...stove(390, 310)],
    // The pancake tossed below the window: higher, it flew inside the window's frame and the toss was lost.
    [...grandpa.shapes, ...heldAs('pan', pan(hx - 60, hy - 10, 30, 1)), ...table(200, floor, 200, '#f2d5a0')],
    [...stool(seated.x - 4, floor, seated.seat), ...child.shapes, ellipse(plate[0], plate[1], baby ? 17 : 24, baby ? 4 : 5, '#ffffff')],
  );
};

/** On the blanket the grandparents sit side by side, one leaning in; the grandchild kneels to hand a sandwich over. */
export const sandwichHandedOver: Staging = (cast, random) => {
  const offered: [number, number] = [282, 266];
  // A baby sits, its hand low and near its body: it sits nearer, or her arm stretched straight out to it "like rubber".
  const child = kid(cast, { x: cast.age === 'baby' ? 306 : 340, y: 324, facing: -1, stance: 'kneel', front: offered, back: 'hip' }, 'open');
  const [sandwich] = [...child.joints.hands].sort((a, b) => a[0] - b[0]);
  const near = elder(
    cast,
    0,
    { x: 214, y: 318, facing: 1, stance: 'sit', seat: 10, front: [sandwich[0] - 8, sandwich[1] + 2], back: 'hip' },
    'open',
  );
  const far = elder(
    cast,
    1,
    { x: 136, y: 306, facing: 1, stance: 'sit', seat: 10, scale: 0.92, front: [160, 290], back: 'hip', lean: 0.4 },
    'smile',
  );
  return layers(
    [...outdoors(random, { horizon: 214, sun: [420, 60] }), ...tree(60, 236, 100)],
    [
      ...gingham(
        [
          [40, 296],
          [440, 290],
          [470, 350],
          [20, 354],
        ],
        '#4f8ac9',
      ),
      ...basket(400, 304),
    ],
    [...far.shapes, ...near.shapes, ...child.shapes, rect(sandwich[0] - 10, sandwich[1] - 8, 20, 10, '#f2d59a')],
  );
};

/** Out in front of the stand the grandchild, up on a crate, pours the first cup for Grandma, the first customer, who holds it out. */
export const firstCupPoured: Staging = (cast, random) => {
  const step = { baby: 40, toddler: 30, child: 0 }[cast.age];
  const pouring = { x: 226, y: GROUND - step, facing: 1 } as const;
  // Placed from the shoulder, not a named reach: an artist may turn a free hand's reach into its own gesture.
  const shoulder = kid(cast, pouring).joints.shoulders.reduce((a, b) => (a[0] > b[0] ? a : b));
  const spout: [number, number] = [shoulder[0] + 24, shoulder[1] + 12];
  const cup: [number, number] = [spout[0] + 30, spout[1] + 18];
  const child = kid(cast, { ...pouring, front: spout, back: [spout[0] - 10, spout[1] + 6] }, 'open');
  // Down on the pavement for a baby's low cup, kneeling for an older child's.
  const low = cast.age === 'baby' ? ({ stance: 'sit', seat: 14 } as const) : ({ stance: 'kneel' } as const);
  const grandma = elder(cast, 0, { x: cup[0] + 50, y: GROUND, facing: -1, ...low, front: [cup[0] + 4, cup[1] + 12], back: 'hip' }, 'smile');
  return layers(
    [...outdoors(random, { horizon: 226, sun: [420, 56] }), ...fence(226), ...tree(60, 250, 70)],
    [
      polygon(
        [
          [60, 120],
          [250, 120],
          [266, 150],
          [44, 150],
        ],
        '#4fa3d9',
      ),
      ...[60, 120, 180].map((x) =>
        polygon(
          [
            [x, 120],
            [x + 30, 120],
            [x + 36, 150],
            [x + 4, 150],
          ],
          '#ffffff',
        ),
      ),
      rect(56, 150, 8, 84, '#9a6a42'),
      rect(246, 150, 8, 84, '#9a6a42'),
      rect(44, 232, 222, 86, '#e9b44c'),
      rect(64, 248, 182, 40, '#fbf3e4'),
      ...lettered('LEMONADE', 155, 268, 16, '#d9483b'),
      ...(step > 0 ? [rect(pouring.x - 22, GROUND - step, 44, step, '#b8875a')] : []),
    ],
    [
      ...withoutNearArm(grandma),
      rect(cup[0] - 7, cup[1] - 4, 14, 18, '#f6e27a', { held: 'cup' }),
      ...nearArmOf(grandma),
      ...withoutNearArm(child),
      ...heldAs('jug', jug(spout[0] + 6, spout[1] + 10)),
      // The stream from the jug's lip into the cup, so the pour reads at a glance.
      line([jugLip(spout[0] + 6, spout[1] + 10), [cup[0], cup[1] - 4]], '#f2d64a', 3, { detail: true }),
      ...nearArmOf(child),
    ],
  );
};
