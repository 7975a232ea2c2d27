// A third way to stage three occasions, for the cartoonist (`Artist.staging`): the
// video call at the kitchen table, the star set on the tree from Grandpa's lifting hands, and the first
// hello on a floor cushion by the crib.

import { crib, pillow, rug } from '../props/home.ts';
import { stool, table, tablet } from '../props/household.ts';
import { christmasTree, heart, present } from '../props/things.ts';
import { curtains, room, star, window } from '../settings.ts';
import { layers, rect } from '../shapes.ts';
import { liftedHigh, onLap } from './holding.ts';
import { elder, handOf, kid, type Staging, seenThrough } from './scene.ts';
import { atTheEars } from './third-play.ts';

/** At the kitchen table, the tablet on its stand: the grandchild up on a stool and Grandma on the screen pull their ears out at each other. */
export const facesAtTheTable: Staging = (cast, random) => {
  const floor = 320;
  const screen = [236, 120, 140, 104] as const;
  const seated = { x: 180, y: floor, facing: 1, stance: 'sit', seat: cast.age === 'child' ? 46 : 70 } as const;
  const child = kid(cast, { ...seated, ...atTheEars(kid(cast, seated), seated.facing) }, 'surprised');
  // Low enough in the screen that the whole face shows, however big the artist draws the head.
  const far = { x: screen[0] + 76, y: screen[1] + 226, facing: -1 } as const;
  const grandma = elder(cast, 0, { ...far, ...atTheEars(elder(cast, 0, far), far.facing) }, 'surprised');
  return layers(
    [...room({ wall: '#dfe8d4', floor: '#a0805e', floorY: 250 }), ...window(random, 40, 40, 90, 80, false)],
    [...stool(seated.x, floor, seated.seat), ...table(200, floor, 220, '#f2d5a0')],
    [
      // On its stand on the table, not held: nobody's hand is on it.
      ...tablet(screen[0], screen[1], screen[2], screen[3]),
      rect(screen[0], screen[1], screen[2], screen[3], '#f4e3c8'),
      ...seenThrough(grandma.shapes, screen),
      ...child.shapes,
    ],
  );
};

/** Grandpa lifts the grandchild high in both hands to set the star on the top; Grandma kneels by the presents. */
export const liftedToTheTop: Staging = (cast, random) => {
  const floor = 320;
  // The star held out and up toward the tree's top: straight up, a big head hid the arm's shoulder and it rose from behind it.
  const lift = liftedHigh(cast, cast.elders.length - 1, { x: 190, y: floor, facing: 1 }, { front: 'wave', back: 'hip' }, ['open', 'open']);
  const [hx, hy] = handOf(lift.child, 1, 'front');
  const helper = elder(
    cast,
    cast.elders.length > 1 ? 0 : 1,
    { x: 110, y: floor, facing: 1, stance: 'kneel', front: [150, 292], back: 'hip' },
    'smile',
  );
  return layers(
    [...room({ wall: '#2e5a3e', floor: '#6a4a3a', floorY: 250, stripes: '#386a4a' }), ...window(random, 60, 40, 80, 90, true)],
    [...christmasTree(hx + 14, floor - 2, floor - hy - 8, random), ...present(150, floor, 26, '#d9483b', '#f2c94c')],
    [...helper.shapes, ...lift.shapes, { ...star(hx + 2, hy - 6, 12, '#f6d04d'), held: 'star', role: undefined }],
  );
};

/** The first hello down by the crib: one grandparent on a floor cushion holds the grandchild on the lap, the other bends in to stroke its hand. */
export const helloOnTheCushion: Staging = (cast, random) => {
  const floor = 318;
  // On her lap, low on a cushion: held up in her arms at her waist, a baby "hovered" before her, and on
  // the knee she knelt on, in a skirt, she "sat on an invisible chair".
  const carry = onLap(
    cast,
    0,
    { x: 190, y: floor, facing: 1, stance: 'sit', seat: 30, lean: -0.1 },
    { facing: -1, front: 'up', back: 'hip' },
    ['smile', 'open'],
  );
  const [hx, hy] = handOf(carry.child, -1, 'front');
  const second = elder(cast, 1, { x: hx + 100, y: floor, facing: -1, bend: 0.1, front: [hx + 6, hy + 4], back: 'hip', lean: 0.4 }, 'open');
  return layers(
    [
      ...room({ wall: '#f6dfe4', floor: '#c8a27a', floorY: 250 }),
      ...window(random, 330, 40, 100, 90, false),
      ...curtains(330, 40, 100, 90, '#f2c94c'),
    ],
    [...crib(60, floor), ...rug(240, 324, 300, '#f2c94c'), ...pillow(carry.holder.joints.hip[0], floor - 14, 66, '#e07a4a')],
    [...second.shapes, ...carry.shapes, heart(hx + 20, hy - 60, 9, '#e0457b')],
  );
};
