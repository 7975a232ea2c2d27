// The treats out of doors (ice cream, the picnic, the lemonade stand) as the paper cut-out artist stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { foldingChair } from '../../../props/folding-seats.ts';
import { basket, iceCream, jug, jugInHand, jugLip, sandwichHalf } from '../../../props/food.ts';
import { fence, tree } from '../../../props/garden.ts';
import { table } from '../../../props/household.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { onShoulders } from '../../holding.ts';
import { handsOver } from '../../lifting.ts';
import type { SceneCast, Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/**
 * Ice cream: the grandchild's scoop has fallen with a splat, so Grandma has swung it up onto her shoulders
 * and given it her own cone: it licks from up high, she laughs up at it, the dropped scoop on the path below.
 */
const upHighWithHerCone: Staging = (cast, random) => {
  const ride = onShoulders(cast, 0, { x: 220, y: GROUND, facing: 1, lean: -0.2 }, { facing: 1, front: 'forward', back: 'wave' }, 'laugh');
  const [hx, hy] = handOf(ride.child, 1, 'front');
  const dropped = 320;
  return layers(
    // A low horizon, the sky behind the grandchild up high.
    [...outdoors(random, { horizon: 240, sun: [70, 50] }), ...tree(440, 230, 70), rect(0, 286, 480, 74, '#f2d8a8')],
    [],
    [
      ellipse(dropped, GROUND + 4, 22, 8, '#f3d2dc'),
      polygon(
        [
          [dropped + 12, GROUND],
          [dropped + 40, GROUND - 6],
          [dropped + 18, GROUND + 8],
        ],
        '#e0b060',
      ),
      // The grandchild's hands over the cone, round its middle: under it, the hand that held it was hidden and the
      // cone "floats beside her hand" (review 83); at its edge, the same (review 131).
      ...handsOver(ride.shapes, heldAs('ice cream', iceCream(hx, hy - 12, '#9ad0f2')), 'child'),
    ],
  );
};

/** Picnic: the grandparents on folding chairs, the grandchild standing between them handing out sandwiches from the basket. */
const handingThemOut: Staging = (cast, random) => {
  const floor = GROUND;
  const child = kid(cast, { x: 250, y: floor, facing: -1, front: 'forward', back: 'forward' }, 'laugh');
  const [a, b] = child.joints.hands;
  const left = elder(
    cast,
    0,
    { x: 150, y: floor, facing: 1, stance: 'sit', seat: 46, front: [a[0] - 8, a[1]], back: 'lap', lean: 0.2 },
    'smile',
  );
  const right = elder(cast, 1, { x: 360, y: floor, facing: -1, stance: 'sit', seat: 46, front: 'lap', back: 'hip', lean: 0.2 }, 'laugh');
  return layers(
    [...outdoors(random, { horizon: 214, sun: [240, 46] }), ...tree(40, 236, 80), ...tree(450, 232, 60)],
    [
      ...gingham(
        [
          [100, 312],
          [400, 312],
          [430, 350],
          [70, 350],
        ],
        '#e0457b',
      ),
      ...foldingChair(left.joints.hip, 1, floor, '#2e7a8a'),
      ...(right.shapes.length ? foldingChair(right.joints.hip, -1, floor, '#d9763b') : []),
    ],
    [
      ...left.shapes,
      ...right.shapes,
      ...withoutNearArm(child),
      ...heldAs('sandwich', [sandwichHalf(a[0] - 4, a[1] - 2)]),
      ...nearArmOf(child),
      ...heldAs('basket', basket(b[0] + 8, b[1] + 18)),
      sandwichHalf(b[0] + 12, b[1] + 8),
    ],
  );
};

/**
 * The crate a small grandchild stands or sits on at the stand: slats with dark gaps between them and a corner
 * post either side. One plain brown piece read as "a paper sack" the grandchild was sunk in (review 147).
 */
const crate = (x: number, floor: number, step: number): Shape[] => {
  const slats = Math.max(2, Math.round(step / 20));
  return [
    rect(x - 30, floor - step, 60, step, '#5a3a24'),
    ...Array.from({ length: slats }, (_, index) =>
      rect(x - 30, floor - step + (index * step) / slats, 60, step / slats - 4, index % 2 ? '#c0905e' : '#b8875a'),
    ),
    rect(x - 30, floor - step, 8, step, '#9a6a42'),
    rect(x + 22, floor - step, 8, step, '#9a6a42'),
  ];
};

/**
 * A baby at the stand is its first customer: up on the crate with a cup in both hands while Grandma pours
 * from the big jug. Pouring itself, its short arms left the jug "hovering between them" and it sat on the
 * crate "like a puppet" (review 117).
 */
function babyServed(cast: SceneCast): Shape[] {
  const [floor, step] = [GROUND, 72];
  const child = kid(cast, { x: 300, y: floor - step, facing: -1, front: 'hold', back: 'hold' }, 'laugh');
  const [hx, hy] = handOf(child, -1, 'front');
  const cup: Point = [hx - 2, hy - 14];
  // Her hand on the handle, the jug's lip just over the cup (a jug facing right hangs right of the hand).
  const grip: Point = [cup[0] - 41, cup[1] - 12];
  // Her other arm down at her side: at her hip, cut from one strip, it stuck out as "a rigid plank" (review 147).
  const grandma = elder(cast, 0, { x: 214, y: floor, facing: 1, front: grip, back: 'down', lean: 0.2 }, 'laugh');
  const [gx, gy] = handOf(grandma, 1, 'front');
  const [jx, jy] = [gx + 18, gy + 18];
  const lip = jugLip(jx, jy, 1);
  return [
    ...crate(300, floor, step),
    ...withoutNearArm(child),
    ...heldAs('cup', [rect(cup[0] - 8, cup[1], 16, 18, '#ffffff')]),
    ...nearArmOf(child),
    ...withoutNearArm(grandma),
    ...heldAs('jug', jug(jx, jy, 1)),
    ...nearArmOf(grandma),
    line([lip, [lip[0] + 2, cup[1]]], '#f6e27a', 3),
  ];
}

/** Lemonade: Grandma is the first customer, holding out her cup as the grandchild pours from the big jug. */
const theFirstCustomer: Staging = (cast, random) => {
  const floor = GROUND;
  const setting = [...outdoors(random, { horizon: 214, sun: [420, 50] }), ...fence(240, '#ffffff'), ...tree(40, 236, 60)];
  const stand = [
    rect(0, 290, 480, 70, '#e0d0b0'),
    ...table(320, floor, 110, '#f2c94c'),
    ...[0, 1, 2].map((index) => ellipse(350 + index * 20, floor - 82, 8, 8, '#f2c94c')),
  ];
  if (cast.age === 'baby') return layers(setting, stand, babyServed(cast));
  const pose = { x: 300, facing: -1, front: 'forward', back: 'forward', lean: 0.2 } as const;
  // A small grandchild pours from up on a crate: from its own low hands the jug hung by the ground, below the
  // cup Grandma could reach down to, and the lemonade ran up to it as "a yellow stick" (review 108).
  const step = Math.max(0, handOf(kid(cast, { ...pose, y: floor }), -1, 'front')[1] - (floor - 110));
  const child = kid(cast, { ...pose, y: floor - step }, 'open');
  const [hx, hy] = handOf(child, -1, 'front');
  // Held by its handle, pouring from its lip: held at the lip, the jug "floated beside the hand" (reviews 108, 112).
  const [jx, jy] = jugInHand([hx, hy]);
  const lip = jugLip(jx, jy, -1);
  // The cup in her hand as she holds it out under the lip, wherever her arm reaches.
  const grandma = elder(
    cast,
    0,
    { x: 170, y: floor, facing: 1, bend: 0.1, front: [lip[0] - 2, lip[1] + 52], back: 'down', lean: 0.3 },
    'laugh',
  );
  const held = handOf(grandma, 1, 'front');
  const cup: Point = [held[0], held[1] - 16];
  return layers(
    setting,
    [...stand, ...(step > 0 ? crate(pose.x, floor, step) : [])],
    [
      ...withoutNearArm(grandma),
      ...heldAs('cup', [rect(cup[0] - 8, cup[1], 18, 20, '#ffffff')]),
      ...nearArmOf(grandma),
      ...withoutNearArm(child),
      ...heldAs('jug', jug(jx, jy, -1)),
      ...nearArmOf(child),
      line([lip, [lip[0] - 2, cup[1]]], '#f6e27a', 3),
    ],
  );
};

export const TREATS: Readonly<Record<string, Staging>> = {
  'sharing-ice-cream': upHighWithHerCone,
  'picnic-in-the-park': handingThemOut,
  'lemonade-stand': theFirstCustomer,
};
