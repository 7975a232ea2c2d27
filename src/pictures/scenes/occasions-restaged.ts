// The occasions staged a second way, for the artists who compose them otherwise.
import { tree } from '../props/garden.ts';
import { bunting, schoolDoor } from '../props/places.ts';
import { backpack } from '../props/things.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { layers, polygon } from '../shapes.ts';
import { elder, kid, type Staging } from './scene.ts';

/** At the school gate Grandpa kneels to straighten the new backpack's straps; the grandchild, already turning to go, waves. */
export const lastWaveAtTheDoor: Staging = (cast, random) => {
  const child = kid(cast, { x: 292, y: GROUND, facing: -1, front: 'hip', back: 'wave' }, 'open');
  const [near, far] = child.joints.shoulders;
  const grandpa = elder(
    cast,
    0,
    { x: 214, y: GROUND, facing: 1, stance: 'kneel', front: [far[0] - 2, far[1] + 8], back: [near[0] + 2, near[1] + 10] },
    'smile',
  );
  const bag = cast.age === 'baby' ? [] : backpack(child.joints.hip[0] + 14, child.joints.hip[1] - 8, '#e0457b');
  return layers(
    [
      ...outdoors(random, { horizon: 250, sun: [80, 60] }),
      ...schoolDoor(360, 300),
      ...tree(140, 260, 80),
      ...bunting(20, ['#d9483b', '#f2c94c', '#4fa3d9']),
    ],
    [
      polygon(
        [
          [330, 300],
          [420, 300],
          [480, 340],
          [480, 360],
          [120, 360],
        ],
        '#d8c9a8',
      ),
      shadow(250, GROUND + 2, 150),
    ],
    // His near hand lies over the grandchild's shoulder.
    [...grandpa.shapes.slice(0, -2), ...bag, ...child.shapes, ...grandpa.shapes.slice(-2)],
  );
};
