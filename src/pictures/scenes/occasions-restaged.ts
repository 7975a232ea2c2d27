// The occasions staged a second way, for the artists who compose them otherwise.

import { partyHatOn } from '../props/dressing-up.ts';
import { cake } from '../props/food.ts';
import { frame, rug } from '../props/home.ts';
import { stool } from '../props/household.ts';
import { bunting } from '../props/places.ts';
import { partyTable } from '../props/table-and-chair.ts';
import { room, shadow, window } from '../settings.ts';
import { ellipse, layers, rect } from '../shapes.ts';
import { clapping, kid, type Staging } from './scene.ts';
import { tabletCall } from './tablet-call.ts';

/**
 * Up on a stool at the table's end, the grandchild leans in to blow; the grandparents clap past its other end.
 * Behind it, the cloth hid them from the waist down and their shoes showed under it, "floating with no legs"
 * (fault checks after review 148).
 */
export const leaningInToBlow: Staging = (cast) => {
  const step = cast.age === 'child' ? 24 : 44;
  const child = kid(cast, { x: 128, y: 318 - step, facing: 1, bend: 0.25, front: 'forward', back: 'hip', lean: 0.3 }, 'surprised');
  const near = clapping(cast, 0, { x: 326, y: 310, facing: -1, scale: 0.94 }, 'open');
  const far = clapping(cast, 1, { x: 386, y: 302, facing: -1, scale: 0.9 }, 'open');
  return layers(
    [
      ...room({ wall: '#d6e8f0', floor: '#c8a27a', floorY: 250 }),
      ...bunting(24, ['#e0457b', '#4fa3d9', '#f2c94c']),
      ...frame(40, 60, 60, 50, '#f2d5a0'),
      ...['#e0457b', '#4fa3d9'].map((colour, index) => ellipse(420 - index * 30, 80 + index * 12, 16, 20, colour)),
    ],
    [...far.shapes, ...near.shapes, ...partyHatOn(near.joints, '#f2c94c')],
    [
      ...partyTable(170, 280),
      ...cake(226, 268, 5, false),
      ...stool(128, 318, step),
      ...child.shapes,
      ...partyHatOn(child.joints, '#4fa3d9'),
    ],
  );
};

/**
 * The tablet propped on a chest of drawers, Grandma waving from it, and the grandchild before it waving both
 * arms for joy, feet on the rug: jumping, with nothing to show the jump, it "floats above the floor" (review 131).
 */
export const jumpingForTheScreen: Staging = (cast, random) => {
  const floor = 318;
  const seat = 56;
  const screen = [96, floor - seat - 92, 112, 84] as const;
  const child = kid(cast, { x: 300, y: floor, facing: -1, front: 'wave', back: 'up' }, 'laugh');
  // Both hands stay well inside the screen: one at its edge reads as reaching out through it.
  const wave: [number, number] = [screen[0] + 30, screen[1] + 24];
  const call = tabletCall(
    cast,
    screen,
    { x: screen[0] + 62, y: screen[1] + 206, facing: -1, front: wave, back: [screen[0] + 92, screen[1] + 84], scale: 0.95 },
    'laugh',
    true,
  );
  return layers(
    [
      ...room({ wall: '#dfe8d4', floor: '#a0805e', floorY: 240 }),
      ...window(random, 350, 36, 90, 80, false),
      ...frame(260, 50, 50, 40, '#f2d5a0'),
    ],
    [
      ...rug(240, 330, 360, '#d9a84a'),
      // A chest of drawers under the tablet: on a stool's thin legs, the screen with Grandma in it read as "a picture
      // frame with legs" (review 108).
      rect(screen[0] + 4, floor - seat, 104, seat, '#b8875a'),
      rect(screen[0] - 2, floor - seat - 6, 116, 8, '#9a6a42'),
      rect(screen[0] + 14, floor - seat + 16, 84, 4, '#9a6a42'),
      shadow(300, 322, 70),
    ],
    [...call, ...child.shapes],
  );
};
