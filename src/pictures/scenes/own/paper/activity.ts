// The activity scenes as the paper cut-out artist stages them.

import { fence, sunflower, tree, wateringCan } from '../../../props/garden.ts';
import { lake } from '../../../props/water.ts';
import { GROUND, outdoors, star } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import { liftedHigh } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Fishing: on the shore Grandpa lifts the rod with a fish on the line, the grandchild jumping beside him with its arms up. */
const aFishOnTheLine: Staging = (cast, random) => {
  const shore = GROUND;
  const grandpa = elder(cast, 0, { x: 150, y: shore, facing: 1, front: [196, 190], back: [184, 204], lean: 0.1 }, 'laugh');
  const child = kid(cast, { x: 250, y: shore - 12, facing: -1, stance: 'jump', front: 'up', back: 'up' }, 'laugh');
  const tip: Point = [330, 90];
  const fishAt: Point = [350, 200];
  return layers(
    [...outdoors(random, { horizon: 200, sun: [420, 50] }), ...lake(230), ...tree(30, 220, 50)],
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
      ...child.shapes,
      ...grandpa.shapes,
      ...heldAs('fishing rod', [line([grandpa.joints.hands[1], tip], '#6a4a32', 3.5, { smooth: false })]),
      line([tip, fishAt], '#5a5550', 1, { detail: true }),
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

/** Planting sunflowers: the grandchild holds the big watering can up high and pours, Grandma on her knees with the trowel. */
const wateringThem: Staging = (cast, random) => {
  const child = kid(cast, { x: 300, y: GROUND, facing: -1, front: 'forward', back: 'forward', lean: 0.2 }, 'laugh');
  const [a, b] = child.joints.hands;
  const grandma = elder(
    cast,
    0,
    { x: 170, y: GROUND, facing: 1, stance: 'kneel', bend: 0.3, front: [214, GROUND - 10], back: 'hip', lean: 0.3 },
    'smile',
  );
  // The trowel in her hand wherever the bent arm reached, its blade in the earth below.
  const trowel = handOf(grandma, 1, 'front');
  const spout: Point = [Math.min(a[0], b[0]) - 34, Math.min(a[1], b[1]) - 6];
  return layers(
    [
      ...outdoors(random, { horizon: 224, sun: [80, 50] }),
      ...fence(250, '#ffffff'),
      ...[60, 400, 440].flatMap((x, index) => sunflower(x, GROUND - 10, 150 + index * 10)),
    ],
    [ellipse(220, GROUND + 4, 90, 12, '#6a4a32')],
    [
      ...grandma.shapes,
      ...heldAs('trowel', [line([trowel, [trowel[0] + 10, trowel[1] + 14]], '#9aa0a6', 4)]),
      ...child.shapes.slice(0, -2),
      ...heldAs('watering can', wateringCan([(a[0] + b[0]) / 2 + 6, Math.max(a[1], b[1]) + 14], spout, '#4fa3d9')),
      ...child.shapes.slice(-2),
      ...[0, 1, 2].map((drop) => ellipse(spout[0] - 6 - drop * 6, spout[1] + 14 + drop * 12, 2.5, 4, '#bfe3f2')),
    ],
  );
};

/** Counting stars: on the hill under a huge moon, Grandpa lifts the grandchild high to reach for the stars. */
const reachingForTheStars: Staging = (cast) => {
  const lift = liftedHigh(cast, 0, { x: 210, y: GROUND, facing: 1, lean: -0.1 }, { front: 'up', back: 'out' }, ['laugh', 'laugh']);
  return layers(
    [
      rect(0, 0, 480, 360, '#2a3a8a'),
      rect(0, 150, 480, 210, '#6a5aa8'),
      ellipse(380, 90, 56, 56, '#f6e7a8'),
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
    [],
    lift.shapes,
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': aFishOnTheLine,
  'planting-sunflowers': wateringThem,
  'counting-stars': reachingForTheStars,
};
