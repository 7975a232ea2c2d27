// The treats out of doors (ice cream, the picnic, the lemonade stand) as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { basket, iceCream, jug, jugInHand, jugLip, sandwichHalf } from '../../../props/food.ts';
import { tree } from '../../../props/garden.ts';
import { stool } from '../../../props/household.ts';
import { wagon } from '../../../props/places.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Ice cream: at the striped ice-cream cart in the park, Grandma hands the cone down to the grandchild reaching up for it. */
const atTheCart: Staging = (cast, random) => {
  // Held down to just before the child's face, the child reaching out for it: straight up over its head, the
  // reaching arm read as "stretched unnaturally long to meet the cone" (review 117).
  const pose = { x: 290, y: GROUND, facing: -1 } as const;
  const { head, headRadius } = kid(cast, pose).joints;
  const offered: Point = [head[0] - headRadius * 2.2, head[1] + headRadius * 0.6];
  const child = kid(cast, { ...pose, front: offered, back: 'hip' }, 'open');
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
    [...withoutNearArm(grandma), ...child.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc')), ...nearArmOf(grandma)],
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
      ...heldAs('sandwich', [sandwichHalf(bite[0], bite[1])]),
      // With one grandparent the basket waits on the grass.
      ...(bringing.shapes.length > 0
        ? [...withoutNearArm(bringing), ...heldAs('basket', basket(352, 262)), ...nearArmOf(bringing)]
        : basket(380, ground + 4)),
    ],
  );
};

/** Lemonade: the stand is the little red wagon on the pavement, the grandchild pouring a cup as Grandma squeezes lemons on her stool. */
const theLemonadeWagon: Staging = (cast, random) => {
  const floor = GROUND;
  const wagonTop = floor - 40;
  // The jug held up over the wagon, wherever the child's hands are: at a small child's hands it hung in front
  // of the wagon, "oversized and floating" (review 97).
  const pour: Point = [262, wagonTop - 40];
  const child = kid(cast, { x: 300, y: floor, facing: -1, front: pour, back: [pour[0] + 6, pour[1] + 6], lean: 0.2 }, 'open');
  const [hx, hy] = handOf(child, -1, 'front');
  // Her stool far enough back that her knees stop short of the wagon: closer, "her lap ran through the wagon" (review 94).
  const grandma = elder(
    cast,
    0,
    { x: 116, y: floor, facing: 1, stance: 'sit', seat: 40, front: [162, 250], back: [152, 256], lean: 0.3 },
    'smile',
  );
  // Held by its handle, pouring from its lip: held at the lip, the jug "floated beside the hand" (reviews 108, 112).
  const [jx, jy] = jugInHand([hx, hy]);
  const lip = jugLip(jx, jy, -1);
  return layers(
    [...outdoors(random, { horizon: 210, sun: [70, 50] }), rect(0, 150, 480, 80, '#d9c2a0'), ...tree(430, 240, 80, '#6a9a4a')],
    [rect(0, 286, 480, 74, '#c8c0b0'), ...stool(116, floor, 40)],
    [
      ...withoutNearArm(grandma),
      ...heldAs('lemon', [ellipse(160, 248, 8, 7, '#f2c94c')]),
      ...nearArmOf(grandma),
      // The cup stands down in the wagon, its foot behind the wagon's side: on the rim it "hangs in mid-air" (review 126).
      rect(lip[0], wagonTop - 12, 16, 20, '#ffffff'),
      ...wagon(180, floor),
      ...withoutNearArm(child),
      ...heldAs('jug', jug(jx, jy, -1)),
      ...nearArmOf(child),
      line([lip, [lip[0] + 8, wagonTop - 12]], '#f6e27a', 3),
    ],
  );
};

export const TREATS: Readonly<Record<string, Staging>> = {
  'sharing-ice-cream': atTheCart,
  'picnic-in-the-park': spreadingTheBlanket,
  'lemonade-stand': theLemonadeWagon,
};
