// A third way to stage three occasions, for the cartoonist (`Artist.staging`): the
// video call at the kitchen table, the star set on the tree from Grandpa's lifting hands, and the first
// hello on a floor cushion by the crib.

import { stool, table, tablet } from '../props/household.ts';
import { christmasTree, present } from '../props/things.ts';
import { room, star, window } from '../settings.ts';
import { layers, rect } from '../shapes.ts';
import { onShoulders } from './holding.ts';
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

/**
 * Up on Grandpa's shoulders the grandchild sets the star on the top (a baby is lifted in his hands); Grandma
 * kneels by the presents. Lifted high in his hands, a bigger child "levitates beside the tree, held by no one"
 * (review 92).
 */
export const liftedToTheTop: Staging = (cast, random) => {
  const floor = 320;
  // The star held out and up toward the tree's top: straight up, a big head hid the arm's shoulder and it rose from behind it.
  const lift = onShoulders(
    cast,
    cast.elders.length - 1,
    { x: 190, y: floor, facing: 1 },
    { facing: 1, front: 'wave', back: 'hip' },
    'open',
  );
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
