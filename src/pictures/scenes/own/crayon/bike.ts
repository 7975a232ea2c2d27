// The first bike ride as a child tells it: everyone whole, side by side on the path.
import { tree } from '../../../props/garden.ts';
import { bike } from '../../../props/outdoors.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { layers, polygon } from '../../../shapes.ts';
import { riderOnBike } from '../../bike-rider.ts';
import type { Staging } from '../../scene.ts';
import { elder } from '../../scene.ts';

/**
 * The first bike ride: the grandchild pedalling along the path, and Grandpa standing tall behind the bike,
 * his long arm down to the saddle, the other waving. Crouched behind the bike he was "a green column with
 * no legs, stuck behind the bike and the girl" (review 90).
 */
export const grandpaBehindTheBike: Staging = (cast, random) => {
  const bikeX = 270;
  const child = riderOnBike(cast, bikeX, 'laugh');
  const grandpa = elder(cast, 0, { x: 200, y: GROUND, facing: 1, crouch: 0.9, front: [bikeX - 26, GROUND - 64], back: 'wave' }, 'laugh');
  return layers(
    [...outdoors(random, { horizon: 210, sun: [60, 50] }), ...tree(420, 214, 44)],
    [
      polygon(
        [
          [0, 300],
          [480, 300],
          [480, 340],
          [0, 340],
        ],
        '#d9a066',
      ),
    ],
    [...grandpa.shapes, ...bike(bikeX, GROUND, '#1f6fe0'), ...child.shapes],
  );
};
