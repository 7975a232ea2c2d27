// The quiet sweet scenes (the porch at sunset, the photo albums, the walk hand in hand) as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { tree } from '../../../props/garden.ts';
import { frame } from '../../../props/home.ts';
import { lantern } from '../../../props/outdoors.ts';
import { fallingLeaves } from '../../../props/scattered.ts';
import { album } from '../../../props/things.ts';
import { GROUND, outdoors, sunset } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, rect } from '../../../shapes.ts';
import { carriedInstead, handInHand } from '../../hand-in-hand.ts';
import { armRound } from '../../holding.ts';
import { elder, HAND_HEIGHT, handOf, kid, type Staging } from '../../scene.ts';

/** Porch at sunset: down the garden from the porch, the two sit on the hill under the garden's big tree, her arm round it, the sun going down over the fields. */
const onTheHill: Staging = (cast, random) => {
  const ground = 300;
  const child = kid(cast, { x: 290, y: ground, facing: 1, stance: 'sit', seat: 8, front: 'forward', back: 'hip' }, 'smile');
  const [, far] = child.joints.shoulders;
  const grandma = elder(
    cast,
    0,
    { x: 226, y: ground, facing: 1, stance: 'sit', seat: 8, front: [far[0] + 2, far[1] + 12], back: 'hip', lean: 0.3 },
    'calm',
  );
  return layers(
    [...sunset(random, { bands: [60, 60], sun: [100, 200, 30], horizon: 214 })],
    [
      polygon(
        [
          [0, 360],
          [0, 280],
          [160, 256],
          [360, 270],
          [480, 300],
          [480, 360],
        ],
        '#6a7a4a',
      ),
      ...tree(140, 282, 110, '#4a5a3a'),
    ],
    armRound(grandma, child),
  );
};

/**
 * Photo albums: up in the attic, the grandchild kneels at the old trunk and lifts the album out of it,
 * Grandma standing over it with the lantern held up to see by.
 */
const outOfTheTrunk: Staging = (cast) => {
  const floor = 318;
  const trunk = [250, 120] as const;
  // A baby, sat on the floor, has the album down on the boards before the trunk.
  const pages: Point = cast.age === 'baby' ? [trunk[0] + 4, floor - 16] : [trunk[0] + 40, floor - 82];
  const child = kid(
    cast,
    {
      x: trunk[0] - 34,
      y: floor,
      facing: 1,
      stance: 'kneel',
      front: [pages[0] + 10, pages[1] + 10],
      back: [pages[0] - 18, pages[1] + 12],
      lean: 0.2,
    },
    'open',
  );
  const grandma = elder(cast, 0, { x: 150, y: floor, facing: 1, bend: 0.1, front: 'up', back: 'hip', lean: 0.35 }, 'smile');
  const [lx, ly] = handOf(grandma, 1, 'front');
  return layers(
    [
      rect(0, 0, 480, 360, '#d8c8a8'),
      polygon(
        [
          [0, 0],
          [200, 0],
          [0, 236],
        ],
        '#8a6a4a',
      ),
      polygon(
        [
          [280, 0],
          [480, 0],
          [480, 236],
        ],
        '#8a6a4a',
      ),
      // The round attic window high over the trunk, clear of Grandma's head.
      ellipse(330, 80, 26, 26, '#c9dcef'),
      rect(0, 250, 480, 110, '#9a7a5a', { role: 'floor' }),
      ...frame(60, 170, 40, 50, '#f2d5a0'),
    ],
    [
      // The trunk's lid thrown open behind it, and the trunk itself.
      polygon(
        [
          [trunk[0], floor - 56],
          [trunk[0] + trunk[1], floor - 56],
          [trunk[0] + trunk[1] + 10, floor - 110],
          [trunk[0] + 10, floor - 110],
        ],
        '#8a5a3a',
      ),
      rect(trunk[0], floor - 56, trunk[1], 56, '#6a4a3a'),
      rect(trunk[0], floor - 40, trunk[1], 8, '#8a5a3a'),
    ],
    [
      ...grandma.shapes,
      ...heldAs('lantern', lantern(lx, ly + 38)),
      ...withoutNearArm(child),
      ...heldAs('album', album(pages[0], pages[1], 62)),
      ...nearArmOf(child),
    ],
  );
};

/** Hand in hand: over the little wooden footbridge across the stream, under the autumn trees. */
const overTheFootbridge: Staging = (cast, random) => {
  const deck = GROUND - 10;
  const together =
    cast.age === 'baby'
      ? carriedInstead(cast, 0, { x: 230, y: deck, facing: 1, stance: 'walk', scale: 0.96 }, ['smile', 'open'])
      : handInHand(
          cast,
          0,
          [{ x: 200, y: deck, facing: 1, stance: 'walk', back: 'hip', scale: 0.96 }, 'front'],
          [{ x: 276, y: deck, facing: 1, stance: 'walk', back: 'out' }, 'back'],
          [240, deck - HAND_HEIGHT[cast.age] - 8],
          ['smile', 'open'],
        );
  const leaves = fallingLeaves(random, [20, 460, 20, 200], [together.elder.joints, together.child.joints], 6);
  return layers(
    [
      ...outdoors(random, { horizon: 230, far: '#b9a05a', grass: '#a89a5a', sun: [250, 44] }),
      polygon(
        [
          [0, 300],
          [480, 290],
          [480, 340],
          [0, 350],
        ],
        '#7fa8c0',
      ),
      ...tree(60, 250, 100, '#c9553b'),
      ...tree(430, 246, 70, '#e0b84a'),
    ],
    [
      // The boards' top seen from a little above, their edge below: as one thin plank under the feet, the bridge
      // read as a fence and Grandma "stands on a fence rail over water" (review 132).
      rect(106, deck - 9, 278, 12, '#b08a5e'),
      rect(110, deck + 3, 270, 9, '#7a4a2a'),
      rect(110, deck - 46, 270, 5, '#8a5a3a'),
      ...[116, 240, 370].map((x) => rect(x, deck - 46, 6, 56, '#7a4a2a')),
    ],
    [...together.shapes, ...leaves],
  );
};

export const QUIET: Readonly<Record<string, Staging>> = {
  'porch-sunset': onTheHill,
  'old-photo-albums': outOfTheTrunk,
  'hand-in-hand': overTheFootbridge,
};
