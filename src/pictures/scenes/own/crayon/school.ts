// The first day of school as a child tells it: the school as big as a house, and everyone waving.

import { schoolDoor } from '../../../props/places.ts';
import { backpack } from '../../../props/things.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { layers, polygon, rect } from '../../../shapes.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/**
 * First day of school: the school with its flag, the grandchild on the path to its door with the new
 * backpack on, waving back, and Grandpa at the gate waving too, both standing up facing us. Kneeling by
 * the door with an arm round the grandchild, Grandpa was "a box on stick legs" (review 90).
 */
export const wavingFromThePath: Staging = (cast, random) => {
  const child = kid(cast, { x: 262, y: GROUND, facing: 1, front: 'wave', back: 'hip' }, 'laugh');
  const grandpa = elder(cast, 0, { x: 380, y: GROUND, facing: -1, front: 'wave', back: 'hip' }, 'laugh');
  const { hip } = child.joints;
  const bag = cast.age === 'baby' ? [] : backpack(hip[0] - 16, hip[1] - 6, '#e8262b');
  return layers(
    [
      ...outdoors(random, { horizon: 240, sun: [440, 46] }),
      ...schoolDoor(60, 300),
      // The flag on its pole on the roof, as every child's school has.
      rect(143, 20, 3, 32, '#2b2b2b'),
      polygon(
        [
          [146, 20],
          [176, 28],
          [146, 36],
        ],
        '#e8262b',
      ),
    ],
    [
      polygon(
        [
          [115, 300],
          [175, 300],
          [300, 360],
          [150, 360],
        ],
        '#d9a066',
      ),
    ],
    [...bag, ...child.shapes, ...grandpa.shapes],
  );
};
