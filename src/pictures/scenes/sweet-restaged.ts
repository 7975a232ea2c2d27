// The sweet scenes staged a second way, for the artists who compose them otherwise.
import { flower, tree } from '../props/garden.ts';
import { armchair, bed, crib, frame, lamp, quilt, rug, sofa } from '../props/home.ts';
import { book } from '../props/household.ts';
import { porch } from '../props/places.ts';
import { fallingLeaves } from '../props/scattered.ts';
import { album, cat, heart } from '../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, sunset, window } from '../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon } from '../shapes.ts';
import { handInHand } from './hand-in-hand.ts';
import { armRound, inArms, onLap } from './holding.ts';
import { elder, HAND_HEIGHT, handOf, kid, type Staging } from './scene.ts';

/** Down the lane with the grandchild skipping ahead, towing Grandpa by the hand and reaching for a falling leaf. */
export const skippingAhead: Staging = (cast, random) => {
  const together = handInHand(
    cast,
    0,
    [{ x: 196, y: GROUND - 8, facing: 1, stance: 'walk', scale: 0.94, back: 'down', lean: 0.25 }, 'front'],
    [{ x: 306, y: GROUND + 4, facing: 1, stance: 'jump', front: 'up' }, 'back'],
    [262, GROUND - HAND_HEIGHT[cast.age] - 16],
    ['smile', 'open'],
  );
  const { child } = together;
  const leaves = fallingLeaves(random, [20, 460, 30, 200], [together.elder.joints, child.joints], 7);
  // The falling leaf just above the raised hand.
  const [hx, hy] = handOf(child, 1, 'front');
  return layers(
    [
      ...outdoors(random, { horizon: 236, far: '#c9a45a', grass: '#b8a04a', sun: [300, 64] }),
      polygon(
        [
          [330, 236],
          [370, 236],
          [300, 360],
          [30, 360],
        ],
        '#d8c9a8',
      ),
      ...tree(120, 250, 90, '#c9553b'),
      ...tree(430, 240, 40, '#e0b84a'),
    ],
    [shadow(250, GROUND + 2, 170)],
    [...together.shapes, ...leaves, ellipse(hx + 8, hy - 12, 6, 3.5, '#d9763b')],
  );
};

/** The album on the grandchild's knees as it sits on Grandma's lap, her far hand turning the page, his on the other. */
export const albumOnTheLap: Staging = (cast, random) => {
  const floor = 318;
  const holder = { x: 210, y: floor, facing: 1, stance: 'sit', seat: 68, lean: 0.2 } as const;
  const first = onLap(cast, 0, holder, { facing: 1, front: 'hold', back: 'hip' }).child.joints;
  const width = 62;
  const page: Point = [first.knees[1][0] + 4, first.knees[1][1] - width * 0.3];
  const corner: Point = [page[0] + width * 0.4, page[1] + 6];
  const lap = onLap(cast, 0, { ...holder, back: corner }, { facing: 1, front: [page[0] - 6, page[1] + 4], back: 'hip' }, ['smile', 'open']);
  return layers(
    [
      ...room({ wall: '#e9d8b8', floor: '#8a6a4a', floorY: 250, stripes: '#f2e4c8' }),
      ...frame(300, 50, 70, 54, '#c9dcef'),
      ...frame(390, 70, 40, 50, '#f2d5a0'),
      ...window(random, 60, 40, 90, 90, false),
      ...lamp(440, 318, true),
    ],
    [...sofa(110, floor, 260, '#8a5a7a')],
    [
      ...lap.holder.shapes.slice(0, -2),
      ...lap.child.shapes,
      ...heldAs('album', album(page[0], page[1], width)),
      ...lap.holder.shapes.slice(-2),
    ],
  );
};

/** The first hello: one grandparent stands cradling the new grandchild, the other bends close to touch its hand. */
export const firstHelloInArms: Staging = (cast, random) => {
  const floor = 318;
  // Its near hand on her chest, its other reaching back out to Grandpa: raised, the near hand crossed her face.
  const carry = inArms(cast, 0, { x: 290, y: floor, facing: -1, lean: 0.35 }, { front: 'hold', back: 'out' }, ['smile', 'open']);
  // Near enough to touch the small hand, far enough that the face stays clear of the grandchild's head,
  // however big the artist draws heads: at a fixed place, a crayon's big heads hid Grandpa's mouth.
  const beside = { y: floor, facing: 1, bend: 0.1, front: carry.child.joints.hands[0], back: 'hip', lean: 0.4 } as const;
  const { head, headRadius } = carry.child.joints;
  const probe = elder(cast, 1, { ...beside, x: 126 }).joints;
  const apart = (probe.headRadius + headRadius) * 1.3;
  const x = 126 - Math.max(0, probe.head[0] + apart - head[0]);
  const second = elder(cast, 1, { ...beside, x }, 'open');
  return layers(
    [
      ...room({ wall: '#f6dfe4', floor: '#c8a27a', floorY: 250 }),
      ...window(random, 60, 40, 100, 90, false),
      ...curtains(60, 40, 100, 90, '#f2c94c'),
    ],
    [...crib(400, floor), ...rug(240, 324, 280, '#f2c94c'), shadow(240, 322, 180)],
    [...second.shapes, ...carry.shapes, heart(236, 110, 9, '#e0457b')],
  );
};

/** Grandma reads from the armchair drawn up to the bed, the book held open toward the grandchild tucked up under the quilt. */
export const readFromTheArmchair: Staging = (cast, random) => {
  const floor = 310;
  const pages: [number, number] = [232, 214];
  const grandma = elder(
    cast,
    0,
    {
      x: 150,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 62,
      front: [pages[0] + 4, pages[1] + 6],
      back: [pages[0] - 18, pages[1] + 10],
      lean: 0.2,
    },
    'smile',
  );
  const child = kid(
    cast,
    { x: 330, y: floor - 60, facing: -1, stance: 'sit', seat: 0, front: [290, 214], back: 'hip', lean: 0.2 },
    'sleepy',
  );
  return layers(
    [
      ...room({ wall: '#3d4a78', floor: '#6a4a3a', floorY: 240, stripes: '#4a5888' }),
      ...window(random, 310, 40, 100, 90, true),
      ...curtains(310, 40, 100, 90, '#8a4a6a'),
      ...frame(90, 60, 50, 40, '#c9dcef'),
    ],
    [...bed(250, floor, 220), ...armchair(150, floor, '#a8604a'), ...lamp(60, floor + 4, true)],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...quilt(300, floor, 170, '#4f8a6a'),
      ...heldAs('book', book(pages[0] + 20, pages[1], 44, '#c0392b', 3)),
    ],
  );
};

/** On the porch steps the grandchild sits a step below, in front of Grandma, her arms round its shoulders, both facing the sun. */
export const stepBelow: Staging = (cast, random) => {
  const child = kid(cast, { x: 236, y: 344, facing: 1, stance: 'sit', seat: 40, front: 'hold', back: 'hip' }, 'smile');
  const [near, far] = child.joints.shoulders;
  const grandma = elder(
    cast,
    0,
    { x: 196, y: 326, facing: 1, stance: 'sit', seat: 50, front: [far[0] + 4, far[1] + 10], back: [near[0] - 2, near[1] + 12], lean: 0.2 },
    'calm',
  );
  return layers(
    [...sunset(random, { bands: [80, 60], sun: [400, 222, 46], horizon: 232 }), ...tree(60, 246, 60, '#3a4a3a')],
    [...porch(288, '#a86a4a'), ...flower(320, 330, 30, '#f2c94c')],
    [...armRound(grandma, child), ...cat(90, 288, '#3a3030')],
  );
};
