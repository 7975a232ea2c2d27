// The lemonade stand staged a second way, for the artists who compose it otherwise: the grandchild
// doing the serving.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { jug, jugLip } from '../props/food.ts';
import { fence, tree } from '../props/garden.ts';
import { lettered } from '../props/lettering.ts';
import { GROUND, outdoors } from '../settings.ts';
import { heldAs, layers, line, polygon, rect } from '../shapes.ts';
import { elder, kid, type Staging } from './scene.ts';

/** Out in front of the stand the grandchild, up on a crate, pours the first cup for Grandma, the first customer, who holds it out. */
export const firstCupPoured: Staging = (cast, random) => {
  const step = { baby: 40, toddler: 30, child: 0 }[cast.age];
  const pouring = { x: 226, y: GROUND - step, facing: 1 } as const;
  // Placed from the shoulder, not a named reach: an artist may turn a free hand's reach into its own gesture.
  const shoulder = kid(cast, pouring).joints.shoulders.reduce((a, b) => (a[0] > b[0] ? a : b));
  const spout: [number, number] = [shoulder[0] + 24, shoulder[1] + 12];
  const cup: [number, number] = [spout[0] + 30, spout[1] + 18];
  const child = kid(cast, { ...pouring, front: spout, back: [spout[0] - 10, spout[1] + 6] }, 'open');
  // Down on the pavement for a baby's low cup, stooping for an older child's: on one knee, a child's stick
  // drawing of Grandpa "sat in mid-air with no chair" (review 96).
  const low = cast.age === 'baby' ? ({ stance: 'sit', seat: 14 } as const) : ({ stance: 'stand', bend: 0.3, crouch: 0.3 } as const);
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
      // A red paper cup: a lemon-yellow one under the yellow stream and jug read as "a tangle of cups nobody holds" (reviews 119, 120).
      rect(cup[0] - 7, cup[1] - 4, 14, 18, '#d9483b', { held: 'cup' }),
      ...nearArmOf(grandma),
      ...withoutNearArm(child),
      ...heldAs('jug', jug(spout[0] + 6, spout[1] + 10)),
      // The stream from the jug's lip into the cup, so the pour reads at a glance.
      line([jugLip(spout[0] + 6, spout[1] + 10), [cup[0], cup[1] - 4]], '#f2d64a', 3, { detail: true }),
      ...nearArmOf(child),
    ],
  );
};
