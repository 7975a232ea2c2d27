// The activity scenes as the paper cut-out artist stages them.

import { fence, flower, sunflower, tree, wateringCan } from '../../../props/garden.ts';
import { sofa } from '../../../props/home.ts';
import { bike } from '../../../props/outdoors.ts';
import { giraffe } from '../../../props/places.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { lake } from '../../../props/water.ts';
import { GROUND, outdoors, room, shadow, star, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect, scaledAbout } from '../../../shapes.ts';
import { armRound, liftedHigh } from '../../holding.ts';
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
const reachingForTheStars: Staging = (cast, random) => {
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

/** Riding a bike: off down the garden path with its feet flying off the pedals, Grandpa running behind holding the saddle with both hands. */
const feetInTheAir: Staging = (cast, random) => {
  const bikeX = 300;
  const rider = kid(
    cast,
    {
      x: bikeX - 8,
      y: GROUND,
      facing: 1,
      stance: 'sit',
      seat: 68,
      front: [bikeX + 26, 246],
      back: [bikeX + 18, 248],
      feet: [
        [bikeX + 30, GROUND - 40],
        [bikeX - 30, GROUND - 36],
      ],
    },
    'laugh',
  );
  const grandpa = elder(
    cast,
    0,
    { x: 200, y: GROUND, facing: 1, stance: 'walk', crouch: 0.5, bend: 0.2, front: [bikeX - 24, 256], back: [bikeX - 34, 258], lean: 0.2 },
    'laugh',
  );
  return layers(
    [...outdoors(random, { horizon: 210, sun: [70, 50] }), ...fence(240), ...[380, 420, 460].flatMap((x) => flower(x, 270, 30, '#e0457b'))],
    [
      polygon(
        [
          [0, 300],
          [480, 296],
          [480, 336],
          [0, 340],
        ],
        '#e0c890',
      ),
      shadow(300, GROUND + 2, 110),
    ],
    [...grandpa.shapes.slice(0, -2), ...bike(bikeX, GROUND, '#f2c94c'), ...rider.shapes, ...grandpa.shapes.slice(-2)],
  );
};

/** Blanket fort: putting it up, the grandchild on the sofa holds up one corner of the big blanket, Grandma ties the other to a chair back. */
const puttingItUp: Staging = (cast, random) => {
  const floor = 318;
  const seat = floor - 44;
  const child = kid(cast, { x: 130, y: seat, facing: 1, front: 'up', back: 'hip' }, 'laugh');
  const corner = child.joints.hands[1];
  const grandma = elder(cast, 0, { x: 360, y: floor, facing: -1, front: [300, 200], back: [310, 210], lean: 0.2 }, 'open');
  const tied = grandma.joints.hands[0];
  return layers(
    [...room({ wall: '#f2c94c', floor: '#7a5a3a', floorY: 244 }), ...window(random, 200, 40, 90, 70, false)],
    [...sofa(50, floor, 170, '#4fa3d9'), ...chairAt([300, floor - 50], -1, floor)],
    [
      ...child.shapes.slice(0, -2),
      ...heldAs('blanket', [polygon([corner, tied, [tied[0] - 10, tied[1] + 70], [corner[0] + 30, corner[1] + 110]], '#e0457b')]),
      ...child.shapes.slice(-2),
      ...grandma.shapes,
    ],
  );
};

/** At the zoo: the grandchild sits up on the enclosure's wall, Grandma's arm round it, nose to nose with the giraffe; Grandpa waves. */
const onTheWall: Staging = (cast, random) => {
  // High enough that the giraffe's long neck comes over the wall to the grandchild's hand.
  const top = GROUND - 96;
  const child = kid(cast, { x: 250, y: top, facing: 1, stance: 'sit', seat: 0, front: 'forward', back: 'hip' }, 'laugh');
  const [near] = child.joints.shoulders;
  const grandma = elder(cast, 0, { x: 196, y: GROUND, facing: 1, front: [near[0] + 4, near[1] + 14], back: 'hip', lean: 0.2 }, 'smile');
  const grandpa = elder(cast, 1, { x: 110, y: GROUND, facing: 1, scale: 0.96, front: 'wave', back: 'hip' }, 'laugh');
  const hand = handOf(child, 1, 'front');
  return layers(
    [...outdoors(random, { horizon: 230, grass: '#a9c46a', sun: [70, 50] }), ...tree(440, 236, 60)],
    [shadow(200, GROUND + 2, 180)],
    [
      ...scaledAbout(giraffe([hand[0] + 2, hand[1] - 2], -1), hand, 1.8),
      rect(0, top, 480, GROUND - top, '#c9a06a'),
      rect(0, top - 6, 480, 8, '#a07a4e'),
      ...grandpa.shapes,
      ...armRound(grandma, child),
    ],
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': aFishOnTheLine,
  'planting-sunflowers': wateringThem,
  'counting-stars': reachingForTheStars,
  'learning-to-ride-a-bike': feetInTheAir,
  'building-a-blanket-fort': puttingItUp,
  'a-day-at-the-zoo': onTheWall,
};
