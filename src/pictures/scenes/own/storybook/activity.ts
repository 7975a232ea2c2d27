// The activity scenes as the storybook illustrator stages them.

import { fence, sunflower, tree } from '../../../props/garden.ts';
import { lamp, pillow } from '../../../props/home.ts';
import { bike, lantern } from '../../../props/outdoors.ts';
import { giraffe } from '../../../props/places.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { fishingLine } from '../../../props/things.ts';
import { ripples } from '../../../props/water.ts';
import { crescent, GROUND, outdoors, room, shadow, star, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect, scaledAbout } from '../../../shapes.ts';
import { riderOnBike } from '../../bike-rider.ts';
import { inArms } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Fishing: on the river bank under the willow, Grandpa on his folding stool with the rod, the grandchild on the grass beside him with the bucket. */
const onTheRiverBank: Staging = (cast, random) => {
  const bank = 296;
  const grandpa = elder(
    cast,
    0,
    { x: 200, y: bank, facing: 1, stance: 'sit', seat: 40, front: [246, 214], back: [234, 226], lean: 0.1 },
    'calm',
  );
  const child = kid(cast, { x: 290, y: bank + 8, facing: -1, stance: 'sit', seat: 6, front: 'lap', back: 'hip', lean: 0.3 }, 'open');
  const rod = fishingLine([360, 130], grandpa.joints.hands[1], [400, 318]);
  return layers(
    [
      ...outdoors(random, { horizon: 200, sun: [80, 50] }),
      polygon(
        [
          [0, 300],
          [480, 290],
          [480, 360],
          [0, 360],
        ],
        '#6f9fc0',
      ),
      ...tree(70, 280, 120, '#8aa86a'),
    ],
    [
      polygon(
        [
          [0, 300],
          [330, 290],
          [360, 312],
          [0, 330],
        ],
        '#8aa060',
      ),
      rect(180, bank - 40, 40, 6, '#7a4e30'),
    ],
    [
      ...grandpa.shapes,
      ...child.shapes,
      ...heldAs('fishing rod', rod.slice(0, 1)),
      ...rod.slice(1),
      ...ripples(400, 318),
      polygon(
        [
          [330, bank - 22],
          [352, bank - 22],
          [348, bank + 2],
          [334, bank + 2],
        ],
        '#9aa0a6',
      ),
    ],
  );
};

/** Planting sunflowers: Grandma wheels the barrow down the garden, the grandchild riding in it with a seedling in its pot. */
const inTheWheelbarrow: Staging = (cast, random) => {
  const ground = GROUND;
  const rim = ground - 44;
  const child = kid(cast, { x: 290, y: rim + 14, facing: -1, stance: 'sit', seat: 0, front: 'forward', back: 'wave' }, 'laugh');
  // The handles where her hands are as she leans to push, wherever the artist puts her arms.
  const pushing = { x: 150, y: ground, facing: 1, stance: 'walk', bend: 0.2, lean: 0.2 } as const;
  const reach = elder(cast, 0, { ...pushing, front: 'forward', back: 'forward' }).joints.hands[1];
  const handles: Point = [reach[0] + 4, reach[1] + 2];
  const grandma = elder(cast, 0, { ...pushing, front: handles, back: [handles[0] - 6, handles[1] + 3] }, 'smile');
  const [px, py] = child.joints.hands[0];
  return layers(
    [
      ...outdoors(random, { horizon: 224, sun: [420, 50] }),
      ...fence(250),
      ...[360, 390, 420, 450].flatMap((x, index) => sunflower(x, ground - 30, 130 + (index % 2) * 30)),
    ],
    [shadow(260, ground + 2, 200)],
    [
      ...grandma.shapes,
      polygon(
        [
          [210, rim],
          [350, rim - 6],
          [330, ground - 14],
          [236, ground - 14],
        ],
        '#4f7f9a',
      ),
      ...child.shapes,
      polygon(
        [
          [200, rim + 2],
          [350, rim - 4],
          [340, rim + 20],
          [212, rim + 22],
        ],
        '#3f6f8a',
      ),
      ...heldAs('barrow', [line([handles, [214, rim + 8]], '#7a4e30', 4)]),
      ellipse(300, ground - 12, 12, 12, '#2d2b30'),
      ...heldAs('seedling', [
        polygon(
          [
            [px - 8, py - 2],
            [px + 8, py - 2],
            [px + 6, py + 12],
            [px - 6, py + 12],
          ],
          '#c9663a',
        ),
        ellipse(px, py - 10, 6, 9, '#5f9e4a'),
      ]),
    ],
  );
};

/** Counting stars: camping in the garden, the two sit in the open door of the little tent, pointing up, the lantern lit beside them. */
const atTheTentDoor: Staging = (cast, random) => {
  const ground = GROUND;
  const child = kid(cast, { x: 270, y: ground, facing: -1, stance: 'sit', seat: 6, front: 'up', back: 'hip' }, 'open');
  const grandpa = elder(cast, 0, { x: 196, y: ground, facing: 1, stance: 'sit', seat: 6, front: 'lap', back: 'hip', lean: 0.3 }, 'smile');
  return layers(
    [
      rect(0, 0, 480, 360, '#46588a'),
      ...[
        [50, 40],
        [110, 90],
        [180, 30],
        [300, 50],
        [360, 100],
        [430, 40],
        [250, 110],
      ].map(([x, y]) => star(x, y, 5)),
      crescent(90, 60, 18),
      polygon(
        [
          [0, 250],
          [160, 226],
          [330, 240],
          [480, 222],
          [480, 360],
          [0, 360],
        ],
        '#7a9a6a',
        { role: 'ground' },
      ),
    ],
    [
      polygon(
        [
          [120, ground + 6],
          [240, 120],
          [360, ground + 6],
        ],
        '#d9763b',
      ),
      polygon(
        [
          [180, ground + 6],
          [240, 170],
          [300, ground + 6],
        ],
        '#4a2e2a',
      ),
    ],
    [...grandpa.shapes, ...child.shapes, ...lantern(380, ground), ...tree(450, 250, 70, '#2f4a3a')],
  );
};

/** Riding a bike: round the duck pond in the park, Grandpa bent low behind with his hand on the saddle, the ducks watching. */
const roundThePond: Staging = (cast, random) => {
  const bikeX = 300;
  const child = riderOnBike(cast, bikeX, 'open');
  const grandpa = elder(
    cast,
    0,
    { x: 212, y: GROUND, facing: 1, stance: 'walk', crouch: 0.4, bend: 0.3, front: [bikeX - 26, 256], back: 'hip', lean: 0.2 },
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
    [...grandpa.shapes.slice(0, -2), ...bike(bikeX, GROUND, '#4fa3d9'), ...child.shapes, ...grandpa.shapes.slice(-2)],
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
        ? [
            ...reading.shapes.slice(0, -2),
            ...heldAs('map', [rect(map[0] - 4, map[1] - 16, 34, 24, '#f2e4c8')]),
            ...reading.shapes.slice(-2),
          ]
        : []),
    ],
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': onTheRiverBank,
  'planting-sunflowers': inTheWheelbarrow,
  'counting-stars': atTheTentDoor,
  'learning-to-ride-a-bike': roundThePond,
  'building-a-blanket-fort': crawlingIn,
  'a-day-at-the-zoo': leafAtTheFence,
};
