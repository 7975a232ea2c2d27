// The play scenes (the first bike ride, the blanket fort, the zoo) as the gouache painter stages them.

import { darker } from '../../../colour.ts';
import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { bike, saddleGrip } from '../../../props/bike.ts';
import { tree } from '../../../props/garden.ts';
import { bowingGiraffe } from '../../../props/giraffe.ts';
import { pillow, sofa } from '../../../props/home.ts';
import { parkBench } from '../../../props/places.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { GROUND, outdoors, room, shadow } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { bikeSize, riderOnBike } from '../../bike-rider.ts';
import { onLap } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { clapping, elder, handOf, kid } from '../../scene.ts';

/**
 * Riding a bike: Grandpa runs alongside on the path's far side, bent to keep one hand steady on the back of the
 * grandchild's saddle, the other arm pumping. On a big bike of his own close behind, the two bikes "merged into
 * one" and his hold on the saddle from a bike was "physically impossible" (review 115).
 */
const ridingAlongside: Staging = (cast, random) => {
  const bikeX = 304;
  const child = riderOnBike(cast, bikeX, 'laugh', 0.35);
  const grandpa = elder(
    cast,
    0,
    { x: bikeX - 70, y: GROUND - 4, facing: 1, stance: 'walk', bend: 0.3, front: saddleGrip(bikeX, GROUND), back: 'wave', lean: -0.3 },
    'laugh',
  );
  return layers(
    [
      ...outdoors(random, { horizon: 206, sun: [80, 50] }),
      ...tree(440, 226, 70),
      polygon(
        [
          [0, 330],
          [480, 300],
          [480, 340],
          [0, 360],
        ],
        '#d8c9a8',
      ),
    ],
    [shadow(300, GROUND + 2, 110)],
    [...withoutNearArm(grandpa), ...bike(bikeX, GROUND, '#e0457b', bikeSize(cast)), ...child.shapes, ...nearArmOf(grandpa)],
  );
};

/**
 * Blanket fort: a quilt slung over the sofa's back and a chair makes a tent glowing in the dark room; the
 * two sit inside it, the grandchild holding the torch up to the roof. Snuggled under a blanket on the floor
 * it read as "a blanket over their laps", not a fort.
 */
const insideTheGlowingTent: Staging = (cast) => {
  const floor = 318;
  // Far enough apart that their feet meet between them: closer, the grandchild's legs ran into her lap (review 107).
  const grandma = elder(cast, 0, { x: 186, y: floor, facing: 1, stance: 'sit', seat: 10, front: 'lap', back: 'hip', lean: 0.2 }, 'smile');
  const child = kid(cast, { x: 314, y: floor, facing: -1, stance: 'sit', seat: 10, front: 'up', back: 'hip', lean: 0.1 }, 'laugh');
  const torch = child.joints.hands[0];
  const heads = [grandma, child].map(({ joints }) => joints.head[1] - joints.headRadius);
  // The roof's front edge hangs just above the higher head, so both faces show in the opening.
  const eaves = Math.min(...heads, torch[1] - 24) - 10;
  const [left, right] = [118, 372];
  const quilt = '#c95a4a';
  const inside = polygon(
    [
      [left + 10, floor + 6],
      [left + 14, eaves - 18],
      [(left + right) / 2, eaves - 52],
      [right - 14, eaves - 18],
      [right - 10, floor + 6],
    ],
    '#f2b36a',
  );
  const sideFlap = (x: number, outward: 1 | -1): Shape =>
    polygon(
      [
        [x, eaves - 8],
        [x + outward * 18, floor + 8],
        [x - outward * 30, floor + 8],
        [x - outward * 16, eaves + 20],
      ],
      darker(quilt, 0.12),
    );
  const valance = polygon(
    [
      [left - 8, eaves + 6],
      [left, eaves - 22],
      [(left + right) / 2, eaves - 60],
      [right, eaves - 22],
      [right + 8, eaves + 6],
      ...[0.8, 0.6, 0.4, 0.2].map((at): Point => [left + (right - left) * at, eaves + ((at * 10) % 4)]),
    ],
    quilt,
  );
  // The camera keeps the roof's peak over the faces: without it, it came so close that only the people were
  // left; kept whole, the tent left them small.
  const ridge = polygon(
    [
      [left + (right - left) * 0.3, eaves - 38],
      [(left + right) / 2, eaves - 60],
      [left + (right - left) * 0.7, eaves - 38],
    ],
    quilt,
    { inView: true },
  );
  return layers(
    [...room({ wall: '#2a2840', floor: '#4a3a30', floorY: 236 }), ...sofa(150, 300, 150, '#5a7fa8'), ...chairAt([400, floor], -1, floor)],
    [inside, ellipse(torch[0], eaves - 20, 70, 34, '#fff3b8', { opacity: 0.5 })],
    [
      ...grandma.shapes,
      ...child.shapes,
      // A torch with a flared head and its beam shining up to the roof: a dark bar with a pale tip read as "a microphone" (review 117).
      polygon(
        [
          [torch[0] - 5, torch[1] - 18],
          [torch[0] + 5, torch[1] - 18],
          [torch[0] + 30, eaves - 14],
          [torch[0] - 30, eaves - 14],
        ],
        '#fff3b8',
        { opacity: 0.45, role: 'glow' },
      ),
      ...heldAs('torch', [
        rect(torch[0] - 3.5, torch[1] - 10, 7, 16, '#3a3a40'),
        polygon(
          [
            [torch[0] - 3.5, torch[1] - 10],
            [torch[0] + 3.5, torch[1] - 10],
            [torch[0] + 6, torch[1] - 17],
            [torch[0] - 6, torch[1] - 17],
          ],
          '#3a3a40',
        ),
        ellipse(torch[0], torch[1] - 17, 6, 2.5, '#fff3b8'),
      ]),
      sideFlap(left, -1),
      sideFlap(right, 1),
      valance,
      // A blanket's stripes along its edge: one red mass read as "a shapeless red mass" (review 115).
      rect(left + 2, eaves - 17, right - left - 4, 5, '#f3e3c3'),
      rect(left + 2, eaves - 9, right - left - 4, 3, '#e8b64a'),
      ridge,
      ...pillow(430, floor, 46, '#4fa3d9'),
    ],
  );
};

/**
 * At the zoo: resting on the bench by the paddock fence, the grandchild up on Grandpa's lap holds a leaf up,
 * and the giraffe bows its long neck over the fence to take it, Grandma beside them laughing. At the rail of a
 * viewing platform, giraffe, grandchild, Grandma and Grandpa stood in the cut paper's and the storybook's
 * order along a fence, as the six-style sheet of the zoo showed.
 */
const onTheBenchByThePaddock: Staging = (cast, random) => {
  const floor = GROUND;
  const lapIndex = cast.elders.length - 1;
  const held = onLap(cast, lapIndex, { x: 250, y: floor, facing: 1, stance: 'sit', seat: 50 }, { facing: 1, front: 'up', back: 'hip' }, [
    'laugh',
    'laugh',
  ]);
  const beside =
    lapIndex > 0
      ? // Clapping before her: waving toward them, her hand went up behind Grandpa's head, "the arms tangle" (review 148).
        clapping(cast, 0, { x: 168, y: floor, facing: 1, stance: 'sit', seat: 50 }, 'laugh').shapes
      : [];
  const hand = handOf(held.child, 1, 'front');
  const fence = 262;
  return layers(
    [...outdoors(random, { horizon: 210, grass: '#a9c46a', sun: false }), ...tree(40, 220, 70)],
    [
      ...bowingGiraffe([hand[0] + 3, hand[1] - 2], fence - 30, -1),
      // A paddock fence painted white: as brown as the bench, its rails and posts read as the bench's back and
      // legs, Grandpa "sitting on a fence post" (review 125).
      ...[0, 1].map((rail) => rect(0, fence - 44 + rail * 22, 480, 8, '#e6dfd0')),
      ...Array.from({ length: 9 }, (_, index) => rect(14 + index * 56, fence - 52, 9, 52, '#cfc6b4')),
      ...parkBench(130, floor, 200),
    ],
    [...beside, ...held.shapes, ellipse(hand[0] + 5, hand[1] - 4, 8, 4, '#6aa84f', { held: 'leaf' })],
  );
};

export const PLAY: Readonly<Record<string, Staging>> = {
  'learning-to-ride-a-bike': ridingAlongside,
  'building-a-blanket-fort': insideTheGlowingTent,
  'a-day-at-the-zoo': onTheBenchByThePaddock,
};
