// The play scenes (the first bike ride, the blanket fort, the zoo) as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { bike, saddleGrip } from '../../../props/bike.ts';
import { fence, tree } from '../../../props/garden.ts';
import { bowingGiraffe } from '../../../props/giraffe.ts';
import { lamp, pillow } from '../../../props/home.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { GROUND, outdoors, room, shadow, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { bikeSize, riderOnBike } from '../../bike-rider.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/**
 * Riding a bike: round the duck pond in the park, Grandpa striding tall on the far side of the bike, one hand
 * steady on the saddle and the other on his hip, the ducks watching. (His other arm up in a cheer made it
 * crayon's drawing again.)
 */
const roundThePond: Staging = (cast, random) => {
  const bikeX = 300;
  const child = riderOnBike(cast, bikeX, 'open');
  const grandpa = elder(
    cast,
    0,
    {
      x: bikeX - 50,
      y: GROUND,
      facing: 1,
      stance: 'walk',
      crouch: 0.2,
      bend: 0.12,
      front: saddleGrip(bikeX, GROUND),
      back: 'hip',
      lean: 0.2,
    },
    'smile',
  );
  const duck = (x: number, y: number) => [
    ellipse(x, y, 12, 7, '#ffffff'),
    ellipse(x + 9, y - 8, 5, 5, '#ffffff'),
    polygon(
      [
        [x + 13, y - 9],
        [x + 19, y - 7],
        [x + 13, y - 6],
      ],
      '#e0a040',
    ),
  ];
  return layers(
    [
      ...outdoors(random, { horizon: 200, sun: [250, 50] }),
      ...tree(60, 226, 90),
      ...tree(430, 220, 70),
      ellipse(240, 232, 200, 26, '#7fb0d0'),
    ],
    [
      ...duck(140, 232),
      ...duck(330, 238),
      shadow(300, GROUND + 2, 110),
      polygon(
        [
          [0, 300],
          [480, 300],
          [480, 330],
          [0, 330],
        ],
        '#d8c9a8',
      ),
    ],
    [...withoutNearArm(grandpa), ...bike(bikeX, GROUND, '#4fa3d9', bikeSize(cast)), ...nearArmOf(grandpa), ...child.shapes],
  );
};

/**
 * Blanket fort: a sheet tent over two chairs, the grandchild peeping out of the door, Grandma up on her knees
 * holding the flap back, about to crawl in. Bent low over her knees she was "an unreadable blob" (review 90).
 */
const crawlingIn: Staging = (cast, random) => {
  const floor = 318;
  const child = kid(cast, { x: 240, y: floor, facing: 1, stance: 'sit', seat: 6, front: 'wave', back: 'hip' }, 'laugh');
  const grandma = elder(
    cast,
    0,
    { x: 336, y: floor, facing: -1, stance: 'kneel', bend: 0.12, front: [284, floor - 78], back: 'hip', lean: 0.3 },
    'laugh',
  );
  return layers(
    [
      ...room({ wall: '#e7d8c0', floor: '#9a7a5a', floorY: 240, stripes: '#efe2cc' }),
      ...window(random, 360, 40, 80, 80, true),
      ...lamp(50, floor, true),
    ],
    [
      ...chairAt([150, floor - 50], 1, floor),
      ...chairAt([300, floor - 50], -1, floor),
      polygon(
        [
          [110, floor + 4],
          [150, 170],
          [300, 170],
          [330, floor + 4],
        ],
        '#f2e4c8',
      ),
      polygon(
        [
          [200, floor + 4],
          [225, 210],
          [265, 210],
          [290, floor + 4],
        ],
        '#5a4a3a',
      ),
      ...[160, 200, 240, 280].map((x) =>
        line(
          [
            [x, 176],
            [x - 10 + (x - 220) * 0.2, floor],
          ],
          '#d9c8a8',
          2,
        ),
      ),
    ],
    [
      ...child.shapes,
      // The door's flap folded back in her hand, so her reach holds something (in the air, it held nothing).
      polygon([[265, 212], handOf(grandma, -1, 'front'), [292, floor + 4]], '#e6d4b0'),
      ...grandma.shapes,
      ...pillow(120, floor, 40, '#e0457b'),
    ],
  );
};

/**
 * A day at the zoo: the grandchild up on a wooden crate at the fence, holding a leaf out to the giraffe,
 * Grandma's hand steady on its back; Grandpa behind with the map. Carried in her arms it sat on nothing
 * anyone could see ("hovers beside Grandma").
 */
const leafAtTheFence: Staging = (cast, random) => {
  const crate = { x: 268, top: GROUND - 40 };
  const reach = kid(cast, { x: crate.x, y: crate.top, facing: 1, front: 'forward', back: 'hip' }).joints;
  const child = kid(
    cast,
    { x: crate.x, y: crate.top, facing: 1, front: [reach.hands[1][0] + 10, reach.hands[1][1] - 6], back: 'hip' },
    'laugh',
  );
  const hand = handOf(child, 1, 'front');
  const back: Point = [child.joints.hip[0] - 8, (child.joints.hip[1] + child.joints.neck[1]) / 2];
  const grandma = elder(cast, 0, { x: 212, y: GROUND, facing: 1, front: back, back: 'hip', lean: 0.15 }, 'smile');
  const map: Point = [116, 226];
  const reading = elder(cast, 1, { x: 92, y: GROUND, facing: 1, front: map, back: [map[0] - 26, map[1] + 4], scale: 0.96 }, 'open');
  return layers(
    [...outdoors(random, { horizon: 226, grass: '#a9c46a', sun: [330, 44] }), ...tree(440, 236, 80), ...tree(40, 226, 50)],
    [...bowingGiraffe([hand[0] + 4, hand[1] - 1], 282, -1), ...fence(270, '#b98a5e'), shadow(240, GROUND + 2, 120)],
    [
      ...(reading.shapes.length > 0
        ? [...withoutNearArm(reading), ...heldAs('map', [rect(map[0] - 30, map[1] - 16, 34, 24, '#f2e4c8')]), ...nearArmOf(reading)]
        : []),
      rect(crate.x - 30, crate.top, 60, GROUND - crate.top + 2, '#a8743f'),
      line(
        [
          [crate.x - 30, crate.top + 20],
          [crate.x + 30, crate.top + 20],
        ],
        '#7a5230',
        2,
      ),
      ...withoutNearArm(grandma),
      ...child.shapes,
      ellipse(hand[0] + 4, hand[1] - 2, 7, 4, '#5f9e4a', { held: 'leaf' }),
      ...nearArmOf(grandma),
    ],
  );
};

export const PLAY: Readonly<Record<string, Staging>> = {
  'learning-to-ride-a-bike': roundThePond,
  'building-a-blanket-fort': crawlingIn,
  'a-day-at-the-zoo': leafAtTheFence,
};
