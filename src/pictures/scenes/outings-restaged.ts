// The outings staged a second way, for the artists who compose them otherwise: Grandpa alongside the
// bike rather than crouched behind it.
import { tree } from '../props/garden.ts';
import { bike } from '../props/outdoors.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { polygon } from '../shapes.ts';
import { riderOnBike } from './bike-rider.ts';
import { elder, type Staging } from './scene.ts';

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
