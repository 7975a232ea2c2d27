// The activity scenes as the gouache painter stages them.

import { sunflower, tree, wateringCan } from '../../../props/garden.ts';
import { pillow, sofa } from '../../../props/home.ts';
import { table } from '../../../props/household.ts';
import { bike, pedalsOf } from '../../../props/outdoors.ts';
import { giraffe } from '../../../props/places.ts';
import { fishingLine } from '../../../props/things.ts';
import { lake, ripples } from '../../../props/water.ts';
import { crescent, GROUND, outdoors, room, shadow, star } from '../../../settings.ts';
import { blob, ellipse, heldAs, layers, line, type Point, polygon, rect, type Shape, scaledAbout } from '../../../shapes.ts';
import { riderOnBike } from '../../bike-rider.ts';
import { armRound, inArms } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** A little fish, caught and held up by its tail. */
const fish = ([x, y]: Point): Shape[] => [
  ellipse(x, y + 16, 7, 14, '#9ab8c8'),
  polygon(
    [
      [x, y + 2],
      [x - 7, y - 4],
      [x + 7, y - 4],
    ],
    '#7a98a8',
  ),
  ellipse(x - 2, y + 24, 1.6, 1.6, '#2d2b30', { detail: true }),
];

/** Fishing: out on the lake in the rowing boat, the grandchild holds up its first fish by the tail, Grandpa laughing with the rod. */
const firstFishInTheBoat: Staging = (cast, random) => {
  const water = 282;
  const child = kid(cast, { x: 270, y: water + 6, facing: -1, stance: 'sit', seat: 24, front: 'up', back: 'hip' }, 'laugh');
  const tail = handOf(child, -1, 'front');
  const grandpa = elder(
    cast,
    0,
    { x: 180, y: water + 6, facing: 1, stance: 'sit', seat: 24, front: [214, 216], back: [204, 226], lean: 0.2 },
    'laugh',
  );
  const rod = fishingLine([120, 120], grandpa.joints.hands[1], [80, 300]);
  return layers(
    [...outdoors(random, { horizon: 210, sun: [400, 56] }), ...lake(230), ...tree(440, 230, 50)],
    [],
    [
      ...heldAs('fishing rod', rod.slice(0, 1)),
      ...rod.slice(1),
      ...grandpa.shapes,
      ...child.shapes,
      ...heldAs('fish', fish(tail)),
      polygon(
        [
          [110, water - 10],
          [340, water - 10],
          [316, water + 30],
          [136, water + 30],
        ],
        '#a0522d',
      ),
      rect(110, water - 14, 230, 6, '#7a3a20'),
      ...ripples(350, water + 30),
    ],
  );
};

/** Planting sunflowers: at the potting table by the greenhouse, the grandchild up on a crate fills a pot, Grandma showing it the seeds. */
const atThePottingTable: Staging = (cast, random) => {
  const floor = GROUND;
  const crate = cast.age === 'child' ? 0 : 30;
  // A baby sits up on the table by the pot: on a crate, the table top hid its face.
  const child =
    cast.age === 'baby'
      ? kid(cast, { x: 286, y: floor - 76, facing: -1, stance: 'sit', seat: 0, front: [262, 236], back: 'hip' }, 'open')
      : kid(cast, { x: 300, y: floor - crate, facing: -1, front: [250, 236], back: 'hip', lean: 0.2 }, 'open');
  const grandma = elder(cast, 0, { x: 170, y: floor, facing: 1, bend: 0.1, front: [226, 232], back: 'hip', lean: 0.3 }, 'smile');
  return layers(
    [
      ...outdoors(random, { horizon: 220, sun: [420, 60] }),
      rect(20, 60, 200, 180, '#cfe3e8', { opacity: 0.8 }),
      ...[60, 110, 160].map((x) => rect(x, 60, 4, 180, '#f4ece0')),
      ...sunflower(440, floor - 40, 200),
      ...sunflower(400, floor - 30, 170),
    ],
    [],
    [
      ...grandma.shapes.slice(0, -2),
      ...child.shapes.slice(0, -2),
      ...table(180, floor, 120, '#9a6a42'),
      ...heldAs('pot', [
        polygon(
          [
            [228, 222],
            [262, 222],
            [256, 244],
            [234, 244],
          ],
          '#c9663a',
        ),
        ellipse(245, 222, 17, 4, '#5a3a28'),
      ]),
      ...grandma.shapes.slice(-2),
      ...child.shapes.slice(-2),
      ...(cast.age === 'toddler' ? [rect(276, floor - crate, 50, crate, '#b8875a')] : []),
      ...wateringCan([110, floor - 4], [140, floor - 30], '#4fa3d9'),
    ],
  );
};

/** Counting stars: the grandchild looks through a telescope on its tripod, Grandpa kneeling beside to point out a star. */
const throughTheTelescope: Staging = (cast) => {
  const standing = { x: 260, y: GROUND, facing: 1, lean: 0.2 } as const;
  const { head, headRadius } = kid(cast, standing).joints;
  const eye: Point = [head[0] + headRadius * 1.1, head[1]];
  const child = kid(cast, { ...standing, front: [eye[0] + 10, eye[1] + 12], back: 'hip' }, 'surprised');
  const grandpa = elder(
    cast,
    0,
    { x: 180, y: GROUND, facing: 1, stance: 'kneel', front: 'up', back: [head[0] - headRadius, head[1] + headRadius * 2], lean: 0.3 },
    'smile',
  );
  const tube = [eye[0], eye[1] - 2];
  return layers(
    [
      rect(0, 0, 480, 360, '#1f2a4e'),
      ...[
        [60, 50],
        [120, 90],
        [200, 30],
        [330, 60],
        [420, 40],
        [380, 120],
        [90, 150],
      ].map(([x, y]) => star(x, y, 5)),
      crescent(420, 80, 20),
      rect(0, 250, 480, 110, '#2f4a3a', { role: 'ground' }),
    ],
    [],
    [
      ...grandpa.shapes,
      line(
        [
          [tube[0] + 30, eye[1] + 20],
          [tube[0] + 14, GROUND],
          [tube[0] + 30, eye[1] + 20],
          [tube[0] + 46, GROUND],
        ],
        '#3a3a40',
        4,
        { smooth: false },
      ),
      ...child.shapes.slice(0, -2),
      ...heldAs('telescope', [
        polygon(
          [
            [tube[0], tube[1] - 6],
            [tube[0] + 70, tube[1] - 34],
            [tube[0] + 76, tube[1] - 21],
            [tube[0] + 4, tube[1] + 6],
          ],
          '#2f4a7a',
        ),
        ellipse(tube[0] + 73, tube[1] - 27, 5, 8, '#c9a06a'),
      ]),
      ...child.shapes.slice(-2),
    ],
  );
};

/** Riding a bike: Grandpa rides his own big bike alongside, one hand steady on the back of the grandchild's saddle. */
const ridingAlongside: Staging = (cast, random) => {
  const bikeX = 292;
  const child = riderOnBike(cast, bikeX, 'laugh', 0.35);
  const bigX = 216;
  // A grown-up's bike: the child's drawn larger, its saddle no longer the one the story has him hold.
  const size = 1.2;
  const big = (shapes: Shape[]) => scaledAbout(shapes, [bigX, GROUND + 4], size).map(({ held, ...shape }) => shape);
  const [pedalA, pedalB] = pedalsOf(bigX, GROUND);
  const scaled = ([x, y]: Point): Point => [bigX + (x - bigX) * size, GROUND + 4 + (y - GROUND - 4) * size];
  const grandpa = elder(
    cast,
    0,
    {
      x: bigX - 12,
      y: GROUND + 4,
      facing: 1,
      stance: 'sit',
      seat: 66 * size,
      bend: 0.25,
      feet: [scaled(pedalA), scaled(pedalB)],
      front: [bikeX - 24, 262],
      back: scaled([bigX + 34, GROUND - 71]),
      lean: 0.2,
    },
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
    [shadow(300, GROUND + 2, 110), shadow(200, GROUND + 6, 150)],
    [
      ...big(bike(bigX, GROUND, '#3f6fb5')),
      ...grandpa.shapes.slice(0, -2),
      ...bike(bikeX, GROUND, '#e0457b'),
      ...child.shapes,
      ...grandpa.shapes.slice(-2),
    ],
  );
};

/** Blanket fort: snuggled together under the fort's blanket, only their heads and the torch peeking out in the dark. */
const underTheBlanket: Staging = (cast) => {
  const floor = 318;
  const sitting = { x: 270, y: floor, facing: -1, stance: 'sit', seat: 10, back: 'hip', lean: 0.3 } as const;
  const grandma = elder(cast, 0, { x: 190, y: floor, facing: 1, stance: 'sit', seat: 10, front: 'lap', back: 'hip', lean: 0.3 }, 'smile');
  // The blanket up to their shoulders, below both chins, the torch held out over its edge.
  const child = kid(cast, { ...sitting, front: 'forward' }, 'laugh');
  const torch = child.joints.hands[0];
  const top = Math.max(child.joints.neck[1], grandma.joints.neck[1], torch[1]) + 8;
  return layers(
    [...room({ wall: '#2a2840', floor: '#4a3a30', floorY: 236 }), ...sofa(300, 300, 160, '#5a7fa8')],
    [ellipse(torch[0], torch[1] - 60, 110, 80, '#fff3b8', { opacity: 0.3 })],
    [
      ...grandma.shapes,
      ...child.shapes.slice(0, -2),
      blob(
        [
          [100, floor + 8],
          [110, top + 10],
          [170, top - 4],
          [230, top + 6],
          [300, top - 2],
          [350, top + 12],
          [362, floor + 8],
        ],
        '#c95a4a',
      ),
      ...[140, 200, 260, 320].map((x) =>
        line(
          [
            [x, top + 14],
            [x + 6, floor],
          ],
          '#a8484a',
          3,
        ),
      ),
      ...child.shapes.slice(-2),
      ...heldAs('torch', [rect(torch[0] - 4, torch[1] - 14, 8, 18, '#3a3a40'), ellipse(torch[0], torch[1] - 16, 6, 4, '#fff3b8')]),
      ...pillow(400, floor, 50, '#4fa3d9'),
    ],
  );
};

/** At the zoo: up the steps of the viewing platform, the grandchild at the rail eye to eye with the giraffe, Grandma's arm round it, Grandpa waving. */
const onThePlatform: Staging = (cast, random) => {
  const deck = GROUND - 70;
  const together = () => {
    // A baby, sitting on the deck, was behind the rail: Grandma holds it up on her arm.
    if (cast.age === 'baby')
      return inArms(cast, 0, { x: 220, y: deck, facing: 1 }, { front: 'forward', back: 'hip' }, ['open', 'surprised']);
    const child = kid(cast, { x: 280, y: deck, facing: 1, front: 'forward', back: 'hip' }, 'surprised');
    const [near] = child.joints.shoulders;
    const grandma = elder(cast, 0, { x: 210, y: deck, facing: 1, front: [near[0] + 6, near[1] + 6], back: 'hip', lean: 0.2 }, 'open');
    return { child, shapes: armRound(grandma, child) };
  };
  const { child, shapes } = together();
  const grandpa = elder(cast, 1, { x: 130, y: deck, facing: 1, scale: 0.96, front: 'wave', back: 'hip' }, 'laugh');
  return layers(
    [...outdoors(random, { horizon: 230, grass: '#a9c46a', sun: false }), ...tree(60, 236, 70)],
    [],
    [
      // Seen close from the platform, the giraffe's head is big beside the grandchild's.
      ...scaledAbout(giraffe(handOf(child, 1, 'front'), -1), handOf(child, 1, 'front'), 1.7),
      ...grandpa.shapes,
      ...shapes,
      rect(80, deck, 300, 12, '#8a5a3a'),
      rect(90, deck + 12, 12, 90, '#7a4a2a'),
      rect(350, deck + 12, 12, 90, '#7a4a2a'),
      rect(80, deck - 44, 300, 6, '#8a5a3a'),
    ],
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': firstFishInTheBoat,
  'planting-sunflowers': atThePottingTable,
  'counting-stars': throughTheTelescope,
  'learning-to-ride-a-bike': ridingAlongside,
  'building-a-blanket-fort': underTheBlanket,
  'a-day-at-the-zoo': onThePlatform,
};
