// The activity scenes as the gouache painter stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { fishingLine } from '../../../props/fishing.ts';
import { sunflower, tree, wateringCan } from '../../../props/garden.ts';
import { table } from '../../../props/household.ts';
import { lake, ripples } from '../../../props/water.ts';
import { crescent, GROUND, outdoors, star } from '../../../settings.ts';
import { ellipse, heldAs, keptInView, layers, line, oval, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import type { Staging } from '../../scene.ts';
import { clapping, elder, handOf, kid } from '../../scene.ts';

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

/** Fishing: out on the lake in the rowing boat, the grandchild holds up its first fish by the tail, Grandpa clapping, his rod propped. */
/** How high the seat in the boat is above the water line's foot. */
const SEAT = 12;

const firstFishInTheBoat: Staging = (cast, random) => {
  const water = 282;
  // The fish held out before its face at the chin's height: raised beside a big head, the arm came out from
  // under the chin and read as "growing out of the cheek".
  // Sat low in the boat, the hips below its gunwale: up on its rim, the two sat "on top of the boat rather than
  // in it" (review 131).
  const seated = { x: 270, y: water + 6, facing: -1, stance: 'sit', seat: SEAT, back: 'hip' } as const;
  const { head, headRadius } = kid(cast, seated).joints;
  const child = kid(cast, { ...seated, front: [head[0] - headRadius * 1.8, head[1] + headRadius * 0.3] }, 'laugh');
  const tail = handOf(child, -1, 'front');
  // Clapping at the first fish, his rod propped on the gunwale behind him, out over the water: in his hand,
  // drawn behind him, it leant on his back; held up in the far hand it crossed his chest and his sleeve "covers
  // his chin"; held down by his lap, under the gunwale, "nobody is holding the rod" (review 101, fault checks
  // after review 148).
  const grandpa = clapping(cast, 0, { x: 180, y: water + 6, facing: 1, stance: 'sit', seat: SEAT, lean: 0 }, 'laugh');
  const rod = keptInView(fishingLine([96, 150], [150, water - 12], [84, 300]));
  return layers(
    [...outdoors(random, { horizon: 210, sun: [400, 56] }), ...lake(230), ...tree(440, 230, 50)],
    [],
    [
      ...rod,
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
  const baby = cast.age === 'baby';
  // A baby sits up on the table by the pot: on a crate, the table top hid its face.
  const child = baby
    ? kid(cast, { x: 286, y: floor - 76, facing: -1, stance: 'sit', seat: 0, front: [262, 236], back: 'hip' }, 'open')
    : kid(cast, { x: 300, y: floor - crate, facing: -1, front: [250, 236], back: 'hip', lean: 0.2 }, 'open');
  // Stood back from the table's near leg: at its foot, the leg ran down through her shoes (review 131).
  const grandma = elder(cast, 0, { x: 158, y: floor, facing: 1, bend: 0.12, front: [226, 232], back: 'hip', lean: 0.3 }, 'smile');
  return layers(
    [
      ...outdoors(random, { horizon: 220, sun: [420, 60] }),
      rect(20, 60, 200, 180, '#cfe3e8', { opacity: 0.8 }),
      ...[60, 110, 160].map((x) => rect(x, 60, 4, 180, '#f4ece0')),
      // Short enough to flower in the frame: taller, their heads left it and a leaf "floats at the edge" (review 141).
      ...sunflower(440, floor - 40, 130),
      ...sunflower(404, floor - 30, 110),
    ],
    [],
    [
      ...withoutNearArm(grandma),
      // A baby up on the table top in front of it: behind it, only its head showed ("no body", review 104).
      // The table ends short of a standing grandchild, who reaches to the pot from its end: behind its middle, "the
      // tabletop runs through the boy's body" (review 141).
      ...(baby
        ? [...table(168, floor, 112, '#9a6a42'), ...withoutNearArm(child)]
        : [...withoutNearArm(child), ...table(168, floor, 112, '#9a6a42')]),
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
      // The seedling they plant: an empty pot left the moment without its sunflower.
      line(
        [
          [245, 222],
          [247, 200],
        ],
        '#4f8a3a',
        3,
      ),
      oval(238, 204, 8, 4, -0.5, '#5f9e4a'),
      oval(255, 200, 8, 4, 0.5, '#5f9e4a'),
      ...nearArmOf(grandma),
      ...nearArmOf(child),
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
  const child = kid(cast, { ...standing, front: [eye[0] + 16, eye[1] - 6], back: 'hip' }, 'surprised');
  // He points up and ahead at the sky, his arm clear of his head: straight up, the arm "grew out of the back
  // of his head" (review 100).
  const kneeling = {
    x: 180,
    y: GROUND,
    facing: 1,
    stance: 'kneel',
    back: [head[0] - headRadius, head[1] + headRadius * 2],
    lean: 0.3,
  } as const;
  const own = elder(cast, 0, kneeling).joints;
  const sky: Point = [own.head[0] + own.headRadius * 2.6, own.head[1] - own.headRadius * 1.5];
  const grandpa = elder(cast, 0, { ...kneeling, front: sky }, 'smile');
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
    // Stars round their heads too, where the artist's close view looks: the sky's own went out of the picture.
    [
      [-130, -60],
      [-60, -75],
      [15, -80],
      [75, -50],
      [140, -70],
      [190, -35],
      [110, -10],
      [-110, 0],
    ].map(([dx, dy]) => star(head[0] + dx, head[1] + dy, 6)),
    [
      ...grandpa.shapes,
      line(
        [
          [tube[0] + 34, tube[1] - 14],
          [tube[0] + 14, GROUND],
          [tube[0] + 34, tube[1] - 14],
          [tube[0] + 54, GROUND],
        ],
        '#3a3a40',
        4,
        { smooth: false },
      ),
      ...withoutNearArm(child),
      ...heldAs('telescope', [
        polygon(
          [
            [tube[0], tube[1] - 6],
            [tube[0] + 58, tube[1] - 50],
            [tube[0] + 68, tube[1] - 40],
            [tube[0] + 6, tube[1] + 5],
          ],
          // Brass, with a dark band and a glass lens: in a jacket's blue it read as "a huge blue arm with a brown
          // fist" (review 95).
          '#c08a3e',
        ),
        polygon(
          [
            [tube[0] + 26, tube[1] - 27],
            [tube[0] + 32, tube[1] - 32],
            [tube[0] + 40, tube[1] - 22],
            [tube[0] + 34, tube[1] - 17],
          ],
          '#5a3e22',
        ),
        // Aimed well up at the sky, widening to its lens: shallower, it read as "pointing at the ground" (review 90).
        ellipse(tube[0] + 63, tube[1] - 45, 6, 9, '#5a3e22'),
        ellipse(tube[0] + 63, tube[1] - 45, 3.5, 6, '#bcd4e6'),
      ]),
      ...nearArmOf(child),
    ],
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': firstFishInTheBoat,
  'planting-sunflowers': atThePottingTable,
  'counting-stars': throughTheTelescope,
};
