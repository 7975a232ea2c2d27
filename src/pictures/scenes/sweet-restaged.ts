// The sweet scenes staged a second way, for the artists who compose them otherwise.
import { tree } from '../props/garden.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { ellipse, layers, type Point, polygon } from '../shapes.ts';
import { elder, HAND_HEIGHT, kid, type Staging } from './scene.ts';

/** Down the lane with the grandchild skipping ahead, towing Grandpa by the hand and reaching for a falling leaf. */
export const skippingAhead: Staging = (cast, random) => {
  const held: Point = [262, GROUND - HAND_HEIGHT[cast.age] - 16];
  const grandpa = elder(
    cast,
    0,
    { x: 196, y: GROUND - 8, facing: 1, stance: 'walk', scale: 0.94, front: held, back: 'down', lean: 0.25 },
    'smile',
  );
  const child = kid(cast, { x: 306, y: GROUND + 4, facing: 1, stance: 'jump', front: 'up', back: held }, 'open');
  const leaves = Array.from({ length: 7 }, () =>
    ellipse(random.between(20, 460), random.between(30, 200), 5, 3, random.next() > 0.5 ? '#d9763b' : '#e0b84a'),
  );
  const [hx, hy] = child.joints.hands[0];
  return layers(
    [
      ...outdoors(random, { horizon: 236, far: '#c9a45a', grass: '#b8a04a', sun: [420, 70] }),
      polygon(
        [
          [330, 236],
          [370, 236],
          [300, 360],
          [30, 360],
        ],
        '#d8c9a8',
      ),
      ...tree(120, 250, 90, '#c9553b'),
      ...tree(430, 240, 40, '#e0b84a'),
    ],
    [shadow(250, GROUND + 2, 170)],
    [...grandpa.shapes, ...child.shapes, ...leaves, ellipse(hx + 8, hy - 12, 6, 3.5, '#d9763b')],
  );
};
