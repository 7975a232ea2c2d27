// The scenes the cartoonist stages its own way, by scene id: a gag a reader gets at a glance. The rest it
// takes from the scenes' shared stagings (`Artist.staging`).
import { basket, jug } from '../../../props/food.ts';
import { tree } from '../../../props/garden.ts';
import { gingham } from '../../../props/things.ts';
import { outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, type Shape } from '../../../shapes.ts';
import { elder, handOf, kid, type Staging } from '../../scene.ts';

/** An ant as a cartoonist draws one: head, waist and body in a row, the way it walks. */
const ant = ([x, y]: Point): Shape[] => [
  ellipse(x - 6, y, 3, 3, '#2b211d'),
  ellipse(x, y, 2.2, 2.2, '#2b211d'),
  ellipse(x + 6, y, 4.6, 3.6, '#2b211d'),
];

/** A sandwich held up: a triangle of bread with the filling showing along its cut edge. */
const sandwich = ([x, y]: Point): Shape[] => [
  polygon(
    [
      [x - 16, y + 8],
      [x + 16, y + 8],
      [x, y - 16],
    ],
    '#f2d59a',
  ),
  polygon(
    [
      [x - 17, y + 6],
      [x + 17, y + 6],
      [x + 16, y + 11],
      [x - 16, y + 11],
    ],
    '#6cbf4a',
  ),
];

/**
 * Picnic: ants! A line of them marches from the basket across the blanket, and the grandchild jumps up with
 * the sandwich held high out of their reach; Grandma, sitting, laughs and points at them, Grandpa throws up
 * his hands. In the shared stagings the three sat in a row passing a sandwich, "the same drawing" as
 * watercolour's.
 */
const antsAtThePicnic: Staging = (cast, random) => {
  const ground = 318;
  const child = kid(cast, { x: 236, y: ground - 8, facing: -1, stance: 'jump', front: 'up', back: 'out' }, 'surprised');
  const [hx, hy] = handOf(child, -1, 'front');
  const march: Point[] = Array.from({ length: 7 }, (_, index) => [346 - index * 17, 332 - Math.sin(index * 0.9) * 5]);
  const grandma = elder(cast, 0, { x: 132, y: ground, facing: 1, stance: 'sit', seat: 10, front: [196, 300], back: 'hip' }, 'laugh');
  const grandpa = elder(cast, 1, { x: 356, y: ground, facing: -1, stance: 'sit', seat: 10, front: 'wave', back: 'out' }, 'surprised');
  return layers(
    [...outdoors(random, { horizon: 200 }), ...tree(420, 224, 90)],
    [
      ...gingham(
        [
          [50, 292],
          [430, 288],
          [470, 350],
          [20, 352],
        ],
        '#4fa3d9',
      ),
      ...basket(370, 318),
      ...jug(70, 324),
    ],
    [...grandma.shapes, ...grandpa.shapes, ...child.shapes, ...heldAs('sandwich', sandwich([hx, hy - 10])), ...march.flatMap(ant)],
  );
};

export const CARTOON_STAGINGS: Readonly<Record<string, Staging>> = {
  'picnic-in-the-park': antsAtThePicnic,
};
