// The outings staged a second way, for the artists who compose them otherwise: Grandpa alongside the
// bike rather than crouched behind it, the giraffe at the fence being sketched.
import { fence, tree } from '../props/garden.ts';
import { bike } from '../props/outdoors.ts';
import { giraffe } from '../props/places.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { polygon, rect } from '../shapes.ts';
import { riderOnBike } from './bike-rider.ts';
import { onShoulders } from './holding.ts';
import { elder, handOf, type Staging } from './scene.ts';

/** Grandpa jogs alongside on the far side of the bike, cheering, one hand reaching back to steady the saddle. */
export const joggingAlongside: Staging = (cast, random) => {
  const bikeX = 250;
  const child = riderOnBike(cast, bikeX);
  const grandpa = elder(
    cast,
    0,
    {
      x: bikeX + 18,
      y: GROUND - 14,
      facing: 1,
      stance: 'walk',
      scale: 0.94,
      crouch: 0.6,
      bend: 0.25,
      front: 'wave',
      back: [bikeX - 4, GROUND - 64],
      lean: -0.3,
    },
    'open',
  );
  return {
    back: [...outdoors(random, { horizon: 214, sun: [200, 56] }), ...tree(60, 220, 40)],
    middle: [
      polygon(
        [
          [0, 300],
          [480, 316],
          [480, 350],
          [0, 330],
        ],
        '#d8c9a8',
      ),
      shadow(bikeX, GROUND + 2, 120),
    ],
    front: [...grandpa.shapes, ...bike(bikeX, GROUND, '#3f6fb5'), ...child.shapes],
  };
};

/** The giraffe comes to the fence, eye to eye with the grandchild up on shoulders; the other grandparent sketches it in the notebook. */
export const photoAtTheFence: Staging = (cast, random) => {
  const last = cast.elders.length - 1;
  const ride = onShoulders(
    cast,
    last,
    { x: 226, y: GROUND, facing: -1, lean: 0.2 },
    { facing: -1, front: 'forward', back: 'wave' },
    'open',
  );
  const notebook: [number, number] = [300, 166];
  const photographer = elder(
    cast,
    last === 0 ? 1 : 0,
    { x: 350, y: GROUND, facing: -1, front: [notebook[0] + 2, notebook[1] + 8], back: [notebook[0] + 12, notebook[1] + 14] },
    'smile',
  );
  return {
    back: [...outdoors(random, { horizon: 236, grass: '#a9c46a', sun: [310, 50] }), ...tree(440, 240, 50)],
    middle: [
      ...giraffe(handOf(ride.child, -1, 'front'), 1),
      ...fence(262, '#b98a5e'),
      shadow(226, GROUND + 2, 90),
      shadow(350, GROUND + 2, 80),
    ],
    front: [
      ...photographer.shapes,
      // A lone grandparent is the one carrying: nobody is left to sketch.
      ...(last > 0 ? [rect(notebook[0] - 4, notebook[1] - 6, 22, 28, '#3f6fb5', { held: 'notebook' })] : []),
      ...ride.shapes,
    ],
  };
};
