// The picnic as a child tells it: everyone standing on the big checked blanket facing us, the food on it
// bigger than life, the first sandwich passed along.
import { basket, jug } from '../../../props/food.ts';
import { tree } from '../../../props/garden.ts';
import { gingham } from '../../../props/things.ts';
import { GROUND, outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { handsOver } from '../../lifting.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** A sandwich as a child draws it: two slices of bread with the lettuce poking out between them. */
const sandwich = ([x, y]: Point): Shape[] => [
  rect(x - 16, y - 9, 32, 8, '#f2d59a'),
  polygon(
    [
      [x - 18, y - 1],
      [x - 9, y - 4],
      [x, y],
      [x + 9, y - 4],
      [x + 18, y - 1],
      [x + 14, y + 3],
      [x - 14, y + 3],
    ],
    '#35b04a',
  ),
  rect(x - 16, y + 2, 32, 8, '#f2d59a'),
];

/** A slice of watermelon: the red half-moon with its green rind and black pips. */
const watermelon = (x: number, y: number): Shape[] => {
  const halfMoon = (rx: number, ry: number): Point[] =>
    Array.from({ length: 9 }, (_, i) => [x - rx * Math.cos((i * Math.PI) / 8), y - ry * Math.sin((i * Math.PI) / 8)] as const);
  return [
    polygon(halfMoon(28, 24), '#35b04a'),
    polygon(halfMoon(22, 19), '#e8262b'),
    ...[-12, -4, 5, 13].map((dx, i) => ellipse(x + dx, y - 6 - (i % 2) * 5, 1.6, 2.6, '#2b2b2b', { detail: true })),
  ];
};

/**
 * Picnic: the grandchild in the middle of the blanket holds the first sandwich out to Grandma, who reaches
 * for it; a second grandparent waves from beside the basket. Sat or kneeling on it, the child's drawing lost the legs
 * on the blanket, and a kneeling skirt read as "a purple shape attached to nothing" (review 116).
 */
export const theSandwichPassedAlong: Staging = (cast, random) => {
  const baby = cast.age === 'baby';
  // A baby holds it out low and to the side, clear of its face.
  const child = kid(cast, { x: 256, y: GROUND + 10, facing: -1, front: baby ? [214, 300] : [206, 240], back: 'out' }, 'laugh');
  const held = handOf(child, -1, 'front');
  // Stooping to a baby's low hand, upright for an older child's.
  const stoop = baby ? { bend: 0.55, crouch: 0.4 } : {};
  const grandma = elder(
    cast,
    0,
    { x: baby ? 166 : 148, y: GROUND + 8, facing: 1, ...stoop, front: [held[0] - 8, held[1] + 2], back: 'hip' },
    'laugh',
  );
  const second =
    cast.elders.length > 1 ? elder(cast, 1, { x: 340, y: GROUND + 6, facing: -1, front: 'wave', back: 'hip' }, 'smile') : undefined;
  return layers(
    [...outdoors(random, { horizon: 214, sun: [424, 52] }), ...tree(56, 238, 84)],
    [
      ...gingham(
        [
          [36, 290],
          [446, 286],
          [472, 352],
          [10, 356],
        ],
        '#e8262b',
      ),
      ...watermelon(206, 334),
      ...jug(300, 340),
      ...basket(388, 322),
    ],
    handsOver([...grandma.shapes, ...(second?.shapes ?? []), ...child.shapes], heldAs('sandwich', sandwich(held))),
  );
};
