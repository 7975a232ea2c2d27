// A third way to stage the video call, for the cartoonist (`Artist.staging`): at the kitchen table.

import { stool, table, tablet } from '../props/household.ts';
import { room, window } from '../settings.ts';
import { layers, rect } from '../shapes.ts';
import { elder, kid, type Staging, seenThrough } from './scene.ts';
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
