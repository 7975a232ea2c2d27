// The activity scenes as the paper cut-out artist stages them.

import { lineLeaves } from '../../../props/fishing.ts';
import { fence, sunflower, wateringCan } from '../../../props/garden.ts';
import { boulder } from '../../../props/outdoors.ts';
import { gingham } from '../../../props/things.ts';
import { lake } from '../../../props/water.ts';
import { GROUND, outdoors, star } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { liftedHigh } from '../../lifting.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Fishing: on the shore Grandpa lifts the rod with a fish on the line, the grandchild cheering behind him with its arms up. */
const aFishOnTheLine: Staging = (cast, random) => {
  const shore = GROUND;
  const grandpa = elder(cast, 0, { x: 150, y: shore, facing: 1, front: [196, 190], back: [184, 204], lean: 0.1 }, 'laugh');
  // Cheering on the bank behind him: between him and the water, the rod crossed its face and it stood on the lake.
  // A baby sits low on the bank a little apart from the legs: behind them it was hidden, "fused behind a brown
  // block", and against a skirt "fused into grandma's trapezoid skirt" (review 94).
  const child = kid(cast, { x: cast.age === 'baby' ? 88 : 98, y: shore, facing: 1, front: 'up', back: 'up' }, 'laugh');
  const people = cast.age === 'baby' ? [...grandpa.shapes, ...child.shapes] : [...child.shapes, ...grandpa.shapes];
  const tip: Point = [330, 90];
  const fishAt: Point = [350, 200];
  return layers(
    [...outdoors(random, { horizon: 200, sun: [420, 50] }), ...lake(230)],
    [
      polygon(
        [
          [0, 270],
          [260, 262],
          [300, 360],
          [0, 360],
        ],
        '#e0c890',
      ),
    ],
    [
      ...people,
      ...heldAs('fishing rod', [line([grandpa.joints.hands[1], tip], '#6a4a32', 3.5, { smooth: false })]),
      line([lineLeaves(tip, grandpa.joints.hands[1]), fishAt], '#5a5550', 1, { detail: true }),
      ellipse(fishAt[0], fishAt[1] + 16, 8, 15, '#f2a03a'),
      polygon(
        [
          [fishAt[0], fishAt[1] + 30],
          [fishAt[0] - 8, fishAt[1] + 40],
          [fishAt[0] + 8, fishAt[1] + 40],
        ],
        '#e07a2a',
      ),
    ],
  );
};

/** Planting sunflowers: side by side along the bed, both on their knees patting the earth round a seedling each, the can between them. */
const aRowOfSeedlings: Staging = (cast, random) => {
  // The other hand on the raised knee: on the hip, this artist flings a free arm out behind, and they knelt "like a sprint" (review 139).
  const kneeling = { y: GROUND, facing: 1, stance: 'kneel', bend: 0.3, back: 'lap', lean: 0.3 } as const;
  const grandma = elder(cast, 0, { ...kneeling, x: 150, front: [206, GROUND - 4] }, 'smile');
  const child = kid(cast, { ...kneeling, x: 300, front: [346, GROUND - 4] }, 'laugh');
  const seedling = ([x, y]: Point) => [
    line(
      [
        [x + 4, y + 4],
        [x + 4, y - 18],
      ],
      '#3f7f3a',
      3,
    ),
    ellipse(x - 2, y - 16, 6, 3, '#5f9e4a'),
    ellipse(x + 10, y - 20, 6, 3, '#5f9e4a'),
  ];
  return layers(
    [...outdoors(random, { horizon: 214, sun: [420, 50] }), ...fence(236, '#ffffff')],
    // Grown in the bed they plant: behind the fence, their stalks read as "sunflowers with no ground under them" (review 139).
    [rect(0, 300, 480, 30, '#6a4a32'), ...[30, 80, 410, 460].flatMap((x, index) => sunflower(x, 306, 200 + (index % 2) * 30))],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...heldAs('seedling', seedling(handOf(grandma, 1, 'front'))),
      ...heldAs('seedling', seedling(handOf(child, 1, 'front'))),
      ...wateringCan([250, GROUND + 6], [276, GROUND - 18], '#4fa3d9'),
    ],
  );
};

/**
 * Counting stars: on the hill under a huge moon the grandchild stands on a boulder, level with Grandpa's face,
 * both pointing up at the stars; a baby, too small to stand there, is lifted high in both hands. Carried on his
 * arm or lifted, a grandchild who could stand "floats" (reviews 131, 145).
 */
const reachingForTheStars: Staging = (cast) => {
  const stone = { x: 214, top: GROUND - 34 };
  const lift =
    cast.age === 'baby'
      ? liftedHigh(cast, 0, { x: 210, y: GROUND, facing: 1, lean: -0.1 }, { front: 'up', back: 'out' }, ['laugh', 'laugh'])
      : {
          shapes: [
            ...boulder(stone.x, GROUND, stone.top),
            ...kid(cast, { x: stone.x, y: stone.top, facing: 1, front: 'up', back: 'hip', lean: 0.2 }, 'laugh').shapes,
            // His near hand steadies the grandchild's back; the other points up at the stars.
            ...elder(cast, 0, { x: 296, y: GROUND, facing: -1, front: [stone.x + 4, stone.top - 44], back: 'up', lean: -0.3 }, 'laugh')
              .shapes,
          ],
        };
  return layers(
    [
      // The night sky in torn strips, paler toward the hill: the dusk laid down one sheet at a time.
      rect(0, 0, 480, 360, '#1f2b6a'),
      polygon(
        [
          [0, 96],
          [160, 84],
          [330, 104],
          [480, 88],
          [480, 360],
          [0, 360],
        ],
        '#2c3d86',
        { role: 'sky' },
      ),
      polygon(
        [
          [0, 160],
          [140, 150],
          [300, 166],
          [480, 148],
          [480, 360],
          [0, 360],
        ],
        '#3b4f9c',
        { role: 'sky' },
      ),
      // A far hill against the night: a band straight across the sky read as a purple wall.
      polygon(
        [
          [0, 360],
          [0, 214],
          [120, 196],
          [260, 212],
          [380, 190],
          [480, 204],
          [480, 360],
        ],
        '#4b4790',
        { role: 'far' },
      ),
      ellipse(360, 84, 40, 40, '#f6e7a8'),
      ...[
        [60, 40],
        [120, 110],
        [200, 30],
        [300, 60],
        [440, 200],
        [60, 190],
        [260, 140],
      ].map(([x, y]) => star(x, y, 7, '#f6d04d')),
      polygon(
        [
          [0, 360],
          [0, 290],
          [200, 250],
          [480, 300],
          [480, 360],
        ],
        '#5a9a4a',
        { role: 'ground' },
      ),
    ],
    // The warm blanket of the story spread on the damp grass, the blue notebook left open on it.
    [
      ...gingham(
        [
          [36, 300],
          [168, 286],
          [188, 322],
          [46, 334],
        ],
        '#c8453a',
        3,
      ),
      polygon(
        [
          [96, 304],
          [126, 300],
          [130, 316],
          [98, 320],
        ],
        '#3f6fb5',
      ),
    ],
    lift.shapes,
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': aFishOnTheLine,
  'planting-sunflowers': aRowOfSeedlings,
  'counting-stars': reachingForTheStars,
};
