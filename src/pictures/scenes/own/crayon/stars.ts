// Counting stars as a child tells it: the two of them on the hill, pointing up at a sky full of stars.
import { tree } from '../../../props/garden.ts';
import { lantern } from '../../../props/outdoors.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * Counting stars: Grandpa and the grandchild standing side by side on the grass, both pointing up at the
 * stars, the lantern at their feet. Sat on a bench under a blanket, the scribbled blanket, the bench and their
 * bodies ran into "one tangle you can't read" (review 107).
 */
export const pointingAtTheStars: Staging = (cast, random) => {
  const grandpa = elder(cast, 0, { x: 180, y: GROUND, facing: 1, front: 'up', back: 'hip' }, 'laugh');
  const child = kid(cast, { x: 290, y: GROUND, facing: -1, front: 'hip', back: 'up' }, 'laugh');
  return layers(
    [...outdoors(random, { night: true, horizon: 250 }), ...tree(60, 270, 80, '#23402f')],
    [...lantern(380, GROUND + 4)],
    [...grandpa.shapes, ...child.shapes],
  );
};
