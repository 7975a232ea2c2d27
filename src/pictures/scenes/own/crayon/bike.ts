// The first bike ride as a child tells it: everyone whole, side by side on the path.

import { apartFrom } from '../../../colour.ts';
import { bike, saddleGrip } from '../../../props/bike.ts';
import { tree } from '../../../props/garden.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { layers, polygon } from '../../../shapes.ts';
import { bikeSize, riderOnBike } from '../../bike-rider.ts';
import { APART } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder } from '../../scene.ts';

/**
 * The first bike ride: the grandchild pedalling along the path, and Grandpa running bent behind the bike, a
 * hand on the saddle, the other arm flung back. Crouched behind it he was "a green column with no legs" (review
 * 90), squatting beside it he "sat on thin air" (92), and kneeling with his arm up he was the cartoonist's
 * drawing again (93).
 */
export const grandpaBehindTheBike: Staging = (cast, random) => {
  const bikeX = 270;
  const child = riderOnBike(cast, bikeX, 'laugh');
  const grandpa = elder(
    cast,
    0,
    // Further back behind a baby: a crayon baby's big head, turned back to him, covered his face; at arm's length
    // behind a bigger grandchild too, whose head over his chest read as "one body" (reviews 132, 135).
    {
      x: cast.age === 'baby' ? 160 : 164,
      y: GROUND,
      facing: 1,
      stance: 'walk',
      crouch: 0.55,
      bend: 0.12,
      front: saddleGrip(bikeX, GROUND),
      back: 'out',
    },
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
    // The bike in a crayon apart from the rider's clothes: blue under blue jeans, the boy was "fused into the bike,
    // with no legs" (review 132).
    [
      ...grandpa.shapes,
      ...bike(
        bikeX,
        GROUND,
        apartFrom(['#e8262b', '#1f6fe0', '#35b04a'], [cast.child.clothes.bottom, cast.child.clothes.top], APART),
        bikeSize(cast),
      ),
      ...child.shapes,
    ],
  );
};
