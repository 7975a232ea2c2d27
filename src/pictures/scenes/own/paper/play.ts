// The play scenes (the first bike ride, the blanket fort, the zoo) as the paper cut-out artist stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { bike, saddleGrip } from '../../../props/bike.ts';
import { flower, tree } from '../../../props/garden.ts';
import { bowingGiraffe } from '../../../props/giraffe.ts';
import { sofa } from '../../../props/home.ts';
import { parkBench } from '../../../props/places.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { GROUND, outdoors, room, shadow, window } from '../../../settings.ts';
import { heldAs, layers, polygon, rect } from '../../../shapes.ts';
import { bikeSize, riderOnBike } from '../../bike-rider.ts';
import { armRound } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Riding a bike: ready at the park bench, Grandpa sitting with his hand on the saddle of the bike beside him, the grandchild on it, feet down. */
const readyAtTheBench: Staging = (cast, random) => {
  const bikeX = 300;
  const child = riderOnBike(cast, bikeX, 'laugh', -0.3);
  // Sitting at the bench's end, his hand falls just at the saddle's height.
  const grandpa = elder(
    cast,
    0,
    { x: 196, y: GROUND, facing: 1, stance: 'sit', seat: 56, front: saddleGrip(bikeX, GROUND), back: 'wave', lean: 0.2 },
    'laugh',
  );
  return layers(
    [
      ...outdoors(random, { horizon: 210, sun: [420, 50] }),
      ...tree(60, 236, 90),
      ...[380, 420, 460].flatMap((x) => flower(x, 270, 30, '#e0457b')),
    ],
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
      // Reaching past his seat, so he sits on it, not off its end (review 114: "hovers off the bench").
      ...parkBench(100, GROUND, 150, 86),
      shadow(300, GROUND + 2, 110),
    ],
    [...withoutNearArm(grandpa), ...bike(bikeX, GROUND, '#f2c94c', bikeSize(cast)), ...child.shapes, ...nearArmOf(grandpa)],
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
      ...withoutNearArm(child),
      ...heldAs('blanket', [polygon([corner, tied, [tied[0] - 10, tied[1] + 70], [corner[0] + 30, corner[1] + 110]], '#e0457b')]),
      ...nearArmOf(child),
      ...grandma.shapes,
    ],
  );
};

/** At the zoo: the grandchild sits up on the enclosure's wall, Grandma's arm round it, nose to nose with the giraffe; Grandpa waves. */
const onTheWall: Staging = (cast, random) => {
  // High enough that the giraffe's long neck comes over the wall to the grandchild's hand.
  const top = GROUND - 96;
  // A hand's width clear of the one holding it, so the two do not run together ("fused into his side", review 110).
  // A small grandchild reaches up to the nose: at its short arm's height, the head bowed down "lying on the wall" (review 132).
  const reach = cast.age === 'child' ? 'forward' : 'up';
  const child = kid(cast, { x: 266, y: top, facing: 1, stance: 'sit', seat: 0, front: reach, back: 'hip' }, 'laugh');
  const [near] = child.joints.shoulders;
  const grandma = elder(cast, 0, { x: 196, y: GROUND, facing: 1, front: [near[0] + 4, near[1] + 14], back: 'hip', lean: 0.2 }, 'smile');
  const grandpa = elder(cast, 1, { x: 110, y: GROUND, facing: 1, scale: 0.96, front: 'wave', back: 'hip' }, 'laugh');
  const hand = handOf(child, 1, 'front');
  return layers(
    [...outdoors(random, { horizon: 230, grass: '#a9c46a', sun: [70, 50] }), ...tree(440, 236, 60)],
    [shadow(200, GROUND + 2, 180)],
    [
      // Behind the wall, bowing its neck to the hand, its legs hidden by the wall: reaching up with its nose to the
      // hand, its body sank behind the wall and left "a yellow slug" (review 105).
      ...bowingGiraffe([hand[0] + 2, hand[1] - 2], top + 40, -1),
      // A wall of cut stones in staggered rows under its coping: one plain brown band read as the ground (review 106).
      rect(0, top, 480, GROUND - top, '#8a7a68'),
      ...[0, 1, 2].flatMap((row) =>
        Array.from({ length: 9 }, (_, index) => {
          const x = index * 60 - (row % 2) * 30;
          return rect(x + 2, top + 4 + row * 31, 56, 27, ['#c8b49a', '#bca88e', '#d2c0a6'][(index + row) % 3]);
        }),
      ),
      rect(0, top - 6, 480, 10, '#6f6252'),
      ...grandpa.shapes,
      ...armRound(grandma, child),
    ],
  );
};

export const PLAY: Readonly<Record<string, Staging>> = {
  'learning-to-ride-a-bike': readyAtTheBench,
  'building-a-blanket-fort': puttingItUp,
  'a-day-at-the-zoo': onTheWall,
};
