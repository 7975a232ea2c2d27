// The play scenes (the first bike ride, the blanket fort, the zoo) as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { fence, tree } from '../../../props/garden.ts';
import { lamp, pillow } from '../../../props/home.ts';
import { bike } from '../../../props/outdoors.ts';
import { giraffe } from '../../../props/places.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { GROUND, outdoors, room, shadow, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect, scaledAbout } from '../../../shapes.ts';
import { riderOnBike } from '../../bike-rider.ts';
import { inArms } from '../../holding.ts';
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
    { x: bikeX - 50, y: GROUND, facing: 1, stance: 'walk', crouch: 0.2, bend: 0.12, front: [bikeX - 24, 258], back: 'hip', lean: 0.2 },
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
    [...withoutNearArm(grandpa), ...bike(bikeX, GROUND, '#4fa3d9'), ...nearArmOf(grandpa), ...child.shapes],
  );
};

/** Blanket fort: a sheet tent over two chairs, the grandchild peeping out of the door, Grandma on her knees about to crawl in. */
const crawlingIn: Staging = (cast, random) => {
  const floor = 318;
  const child = kid(cast, { x: 240, y: floor, facing: 1, stance: 'sit', seat: 6, front: 'wave', back: 'hip' }, 'laugh');
  const grandma = elder(
    cast,
    0,
    { x: 340, y: floor, facing: -1, stance: 'kneel', bend: 0.4, front: [296, floor - 30], back: 'hip', lean: 0.3 },
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
    [...child.shapes, ...grandma.shapes, ...pillow(120, floor, 40, '#e0457b')],
  );
};

/** At the zoo: held up in Grandma's arms at the fence, the grandchild feeds the giraffe a leaf; Grandpa reads the map. */
const leafAtTheFence: Staging = (cast, random) => {
  // Turned to her, the grandchild holds its far hand out behind it to the giraffe.
  const carry = inArms(cast, 0, { x: 250, y: GROUND, facing: -1, lean: 0.2 }, { front: 'hold', back: 'out' }, ['smile', 'laugh']);
  const hand = handOf(carry.child, 1, 'back');
  const map: Point = [336, 226];
  const reading = elder(cast, 1, { x: 360, y: GROUND, facing: -1, front: map, back: [map[0] + 26, map[1] + 4], scale: 0.96 }, 'open');
  return layers(
    [...outdoors(random, { horizon: 226, grass: '#a9c46a', sun: [420, 50] }), ...tree(440, 236, 80), ...tree(40, 226, 50)],
    [...fence(270, '#b98a5e'), shadow(230, GROUND + 2, 90)],
    [
      ...scaledAbout(giraffe([hand[0] - 2, hand[1] - 1], 1), hand, 1.4),
      ...carry.shapes,
      ellipse(hand[0] - 4, hand[1] - 2, 7, 4, '#5f9e4a'),
      ...(reading.shapes.length > 0
        ? [...withoutNearArm(reading), ...heldAs('map', [rect(map[0] - 4, map[1] - 16, 34, 24, '#f2e4c8')]), ...nearArmOf(reading)]
        : []),
    ],
  );
};

export const PLAY: Readonly<Record<string, Staging>> = {
  'learning-to-ride-a-bike': roundThePond,
  'building-a-blanket-fort': crawlingIn,
  'a-day-at-the-zoo': leafAtTheFence,
};
