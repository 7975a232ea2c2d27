// The first bike ride as a child tells it: everyone whole, side by side on the path.
import { tree } from '../../../props/garden.ts';
import { bike } from '../../../props/outdoors.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { layers, polygon } from '../../../shapes.ts';
import { riderOnBike } from '../../bike-rider.ts';
import type { Staging } from '../../scene.ts';
import { elder } from '../../scene.ts';

/**
 * The first bike ride: the grandchild pedalling along the path, and Grandpa down on one knee beside the bike,
 * a hand on the saddle, the other waving. Crouched behind the bike he was "a green column with no legs, stuck
 * behind the bike and the girl" (review 90), and squatting beside it he "sat on thin air" (review 92).
 */
export const grandpaBehindTheBike: Staging = (cast, random) => {
  const bikeX = 270;
  const child = riderOnBike(cast, bikeX, 'laugh');
  const grandpa = elder(
    cast,
    0,
    { x: 196, y: GROUND, facing: 1, stance: 'kneel', front: [bikeX - 26, GROUND - 64], back: 'wave' },
    'laugh',
  );
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
