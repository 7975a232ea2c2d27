// The sweet scenes as the storybook illustrator stages them.
import { fence, tree } from '../../../props/garden.ts';
import { bed, crib, frame, rockingChair, rug } from '../../../props/home.ts';
import { book, door, suitcase } from '../../../props/household.ts';
import { fallingLeaves } from '../../../props/scattered.ts';
import { album } from '../../../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, sunset, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, rect } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { armRound, onLap } from '../../holding.ts';
import { elder, HAND_HEIGHT, kid, type Staging } from '../../scene.ts';

/** First hello: Grandma in the rocking chair with the grandchild on her lap, Grandpa bending over the chair's back. */
const helloInTheRockingChair: Staging = (cast, random) => {
  const floor = 318;
  const lap = onLap(
    cast,
    0,
    { x: 190, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.2 },
    { facing: -1, front: 'hold', back: 'hip' },
    ['smile', 'open'],
  );
  const { head, headRadius } = lap.child.joints;
  // Behind the chair, bending to the grandchild over Grandma's shoulder, his hand on its head.
  const touch: Point = [head[0] + headRadius * 0.6, head[1] - headRadius * 0.9];
  const bending = elder(
    cast,
    1,
    { x: 120, y: floor - 6, facing: 1, scale: 0.96, bend: 0.25, front: touch, back: 'hip', lean: 0.4 },
    'open',
  );
  return layers(
    [
      ...room({ wall: '#dfe6d8', floor: '#b89a72', floorY: 246, stripes: '#e8eee2' }),
      ...window(random, 300, 46, 90, 96, false),
      ...curtains(300, 46, 90, 96, '#f2d5a0'),
      ...crib(400, floor),
    ],
    [...rug(236, floor + 4, 200, '#c9a0a0'), ...rockingChair(190, floor, '#9a6a42')],
    [...bending.shapes, ...lap.shapes],
  );
};

/** Bedtime story: side by side on the window seat under the moon, the book open across both their laps. */
const onTheWindowSeat: Staging = (cast, random) => {
  const floor = 316;
  const pages: Point = [244, 236];
  const grandma = elder(
    cast,
    0,
    {
      x: 196,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 56,
      front: [pages[0] - 2, pages[1] + 8],
      back: [pages[0] - 22, pages[1] + 10],
      lean: 0.25,
    },
    'smile',
  );
  const child = kid(
    cast,
    { x: 300, y: floor, facing: -1, stance: 'sit', seat: 56, front: [pages[0] + 22, pages[1] + 8], back: 'lap', lean: 0.3 },
    'open',
  );
  return layers(
    [
      ...room({ wall: '#47507a', floor: '#6a4a3a', floorY: 250, stripes: '#525c88' }),
      ...window(random, 130, 30, 220, 170, true),
      ...curtains(130, 30, 220, 170, '#6a3a5a'),
      ...bed(380, floor, 160),
    ],
    [rect(110, floor - 60, 260, 14, '#c9a0a0'), rect(118, floor - 46, 244, 46, '#7a5a4a')],
    [...grandma.shapes, ...child.shapes, ...heldAs('book', book(pages[0], pages[1], 46, '#3f6fb5', 2))],
  );
};

/** Goodbye hug: on the front step outside, the grandchild hugs Grandpa round the middle, his hand on its head, the suitcase by the gate. */
const hugOnTheStep: Staging = (cast, random) => {
  const ground = GROUND;
  const stooping = { x: 220, y: ground, facing: 1, bend: 0.2, lean: 0.4 } as const;
  const { hip, shoulders } = elder(cast, 0, stooping).joints;
  const waist: Point = [shoulders[1][0] + 2, (shoulders[1][1] + hip[1]) / 2 + 6];
  const child = kid(
    cast,
    { x: waist[0] + 44, y: ground, facing: -1, front: waist, back: [waist[0] + 8, waist[1] + 14], lean: 0.3 },
    'sleepy',
  );
  const { head, headRadius } = child.joints;
  const grandpa = elder(cast, 0, { ...stooping, front: [head[0] + headRadius * 0.2, head[1] - headRadius * 0.95], back: 'hip' }, 'smile');
  return layers(
    [
      ...outdoors(random, { horizon: 220, sun: [420, 50] }),
      rect(0, 40, 170, 220, '#d9c2a0'),
      ...door(40, 262, '#7a2f3a'),
      ...fence(258),
      ...tree(440, 250, 60),
    ],
    [rect(20, 262, 150, 14, '#b8a890'), ...suitcase(400, ground, '#8a6a3a'), shadow(250, ground + 2, 170)],
    [...grandpa.shapes.slice(0, -2), ...child.shapes, ...grandpa.shapes.slice(-2)],
  );
};

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

/** Photo albums: up in the attic, Grandma on an old trunk with the album on her knees, the grandchild kneeling at her side. */
const inTheAttic: Staging = (cast) => {
  const floor = 318;
  const pages: Point = [236, 246];
  const grandma = elder(
    cast,
    0,
    {
      x: 180,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 50,
      front: [pages[0] + 4, pages[1] + 8],
      back: [pages[0] - 20, pages[1] + 10],
      lean: 0.3,
    },
    'smile',
  );
  const child = kid(
    cast,
    { x: 300, y: floor, facing: -1, stance: 'kneel', front: [pages[0] + 20, pages[1] + 8], back: 'hip', lean: 0.3 },
    'open',
  );
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
      ellipse(240, 120, 30, 30, '#c9dcef'),
      rect(0, 250, 480, 110, '#9a7a5a', { role: 'floor' }),
      ...frame(390, 190, 40, 50, '#f2d5a0'),
    ],
    [rect(120, floor - 50, 120, 50, '#6a4a3a'), rect(120, floor - 56, 120, 10, '#8a5a3a'), rect(350, floor - 40, 70, 40, '#c9a27a')],
    [...grandma.shapes.slice(0, -2), ...heldAs('album', album(pages[0], pages[1], 62)), ...grandma.shapes.slice(-2), ...child.shapes],
  );
};

/** Hand in hand: over the little wooden footbridge across the stream, under the autumn trees. */
const overTheFootbridge: Staging = (cast, random) => {
  const deck = GROUND - 10;
  const together = handInHand(
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
      rect(110, deck, 270, 10, '#8a5a3a'),
      rect(110, deck - 46, 270, 5, '#8a5a3a'),
      ...[116, 240, 370].map((x) => rect(x, deck - 46, 6, 56, '#7a4a2a')),
    ],
    [...together.shapes, ...leaves],
  );
};

export const SWEET: Readonly<Record<string, Staging>> = {
  'first-hello': helloInTheRockingChair,
  'bedtime-story': onTheWindowSeat,
  'big-goodbye-hug': hugOnTheStep,
  'porch-sunset': onTheHill,
  'old-photo-albums': inTheAttic,
  'hand-in-hand': overTheFootbridge,
};
