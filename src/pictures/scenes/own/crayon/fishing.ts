// Fishing as a child tells it: the fish it can see under the water, swimming to the hook.
import { fishingLine } from '../../../props/fishing.ts';
import { lake } from '../../../props/water.ts';
import { outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, type Shape } from '../../../shapes.ts';
import { elder, handOf, kid, type Staging } from '../../scene.ts';

/** A fish as a child draws it: an oval body, a triangle tail, one round eye. */
const fish = ([x, y]: Point, length: number, colour: string, facing: 1 | -1): Shape[] => [
  polygon(
    [
      [x - facing * length * 0.45, y],
      [x - facing * length * 0.8, y - length * 0.28],
      [x - facing * length * 0.8, y + length * 0.28],
    ],
    colour,
  ),
  ellipse(x, y, length * 0.5, length * 0.24, colour),
  ellipse(x + facing * length * 0.28, y - length * 0.05, 2, 2, '#2b2b2b', { detail: true }),
];

/** Fishing: on the bank the grandchild holds the rod, Grandpa cheering, and the big fish under the water swims to the hook. */
export const theFishUnderTheWater: Staging = (cast, random) => {
  const child = kid(cast, { x: 214, y: 270, facing: 1, front: [250, 222], back: [238, 232] }, 'laugh');
  const grandpa = elder(cast, 0, { x: 110, y: 272, facing: 1, front: 'wave', back: 'hip' }, 'laugh');
  const hand = handOf(child, 1, 'front');
  // Inside the book page's square (the middle 360 of 480), so the page keeps the whole fish.
  const hook: Point = [344, 302];
  const rod = fishingLine([352, 116], hand, hook);
  return layers(
    [...outdoors(random, { horizon: 200, sun: [430, 50] }), ...lake(236)],
    [
      // The near bank running on from the far grass to the water's edge, so the lake is the wedge beyond it: laid
      // as a patch inside the lake, its top below the people's knees, "the grass fill runs into the water" (review 146).
      polygon(
        [
          [0, 226],
          [210, 230],
          [300, 238],
          [272, 360],
          [0, 360],
        ],
        '#8cc63f',
      ),
      ...fish([366, 306], 56, '#ff9a1f', -1),
      ...fish([324, 342], 26, '#ffd21f', 1),
    ],
    [...grandpa.shapes, ...child.shapes, ...heldAs('fishing rod', rod.slice(0, 1)), ...rod.slice(1)],
  );
};
