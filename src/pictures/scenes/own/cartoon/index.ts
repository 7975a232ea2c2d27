// The scenes the cartoonist stages its own way, by scene id: a gag a reader gets at a glance. The rest it
// takes from the scenes' shared stagings (`Artist.staging`).
import { basket, jug } from '../../../props/food.ts';
import { tree } from '../../../props/garden.ts';
import { fallingLeaves } from '../../../props/scattered.ts';
import { gingham } from '../../../props/things.ts';
import type { Random } from '../../../random.ts';
import { outdoors } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { onLap } from '../../holding.ts';
import { handsOver } from '../../lifting.ts';
import { elder, handOf, kid, type Staging } from '../../scene.ts';
import { onTiptoeWithTheStar } from './christmas.ts';
import { familySqueeze, onThePorchSwing } from './together.ts';

/** An ant as a cartoonist draws one, big enough to read: head, waist and body in a row, three legs a side, feelers up. */
const ant = ([x, y]: Point, facing: 1 | -1): Shape[] => {
  const ink = '#2b211d';
  const legs = [-4, 1, 6].flatMap((dx): Shape[] => [
    line(
      [
        [x + dx, y],
        [x + dx - 3, y - 6],
        [x + dx - 6, y - 4],
      ],
      ink,
      1.6,
    ),
    line(
      [
        [x + dx, y],
        [x + dx + 2, y + 6],
      ],
      ink,
      1.6,
    ),
  ]);
  const head = x + facing * 9;
  return [
    ...legs,
    line(
      [
        [head, y - 3],
        [head + facing * 4, y - 11],
      ],
      ink,
      1.4,
    ),
    ellipse(head, y - 1, 3.6, 3.2, ink),
    ellipse(x + facing * 3, y, 2.6, 2.4, ink),
    ellipse(x - facing * 5, y - 1, 6, 4.4, ink),
  ];
};

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
  // A baby holds the sandwich up from Grandma's lap: sat on the blanket between them, the three in a row were
  // watercolour's drawing again (review 92).
  const lap =
    cast.age === 'baby'
      ? onLap(
          cast,
          0,
          { x: 160, y: ground, facing: 1, stance: 'sit', seat: 10, back: [200, 334] },
          { facing: 1, front: 'up', back: 'hip' },
          ['laugh', 'surprised'],
        )
      : undefined;
  // Held up and out to the side: straight up beside a toddler's big head, the sandwich "covers the girl's eye"
  // (fault checks after review 148).
  const child = lap?.child ?? kid(cast, { x: 238, y: ground - 8, facing: 1, stance: 'jump', front: 'wave', back: 'down' }, 'surprised');
  const [hx, hy] = handOf(child, 1, 'front');
  // Out of the basket, round the front of the blanket, toward the grandchild's feet.
  const march: Point[] = Array.from({ length: 5 }, (_, index) => [268 - index * 25, 344 + Math.sin(index * 1.3) * 4]);
  const grandma = elder(cast, 0, { x: 150, y: ground, facing: 1, stance: 'sit', seat: 10, front: [190, 334], back: 'hip' }, 'laugh');
  const family = lap ? lap.shapes : [...grandma.shapes, ...child.shapes];
  // Sitting clear of the basket: with his legs behind it, he read as "merged with the basket" (review 90).
  const grandpa = elder(cast, 1, { x: 384, y: ground, facing: -1, stance: 'sit', seat: 10, front: 'up', back: 'up' }, 'surprised');
  return layers(
    // The big tree the story has them under, behind Grandpa.
    [...outdoors(random, { horizon: 200 }), ...tree(306, 212, 64)],
    [
      ...gingham(
        [
          [40, 292],
          [440, 288],
          [474, 356],
          [10, 356],
        ],
        '#4fa3d9',
      ),
      // Inside the frame however close the camera comes: at the blanket's corner it was cut in half.
      ...jug(108, 326),
    ],
    [
      ...grandpa.shapes,
      // Gripped by its crust, the hand over it: set on the fingertips, it "floated above her hand" (review 112).
      ...handsOver(family, heldAs('sandwich', sandwich([hx, hy - 5])), 'child'),
      ...basket(296, 342),
      ...march.flatMap((at) => ant(at, -1)),
    ],
  );
};

/** A heap of autumn leaves on the lane: a mound, and pointed leaves each at its own turn all over it. */
const leafPile = (x: number, ground: number, width: number, height: number, random: Random): Shape[] => {
  // A dome traced point by point (not smoothed), so what it covers is exactly its outline.
  const mound = polygon(
    Array.from({ length: 13 }, (_, index): Point => {
      const angle = Math.PI + (index / 12) * Math.PI;
      return [x + Math.cos(angle) * (width / 2), ground + Math.sin(angle) * height];
    }),
    '#c9653a',
  );
  const leaves = Array.from({ length: 26 }, (_, index): Shape => {
    const across = random.between(-0.46, 0.46) * width;
    const [lx, ly] = [x + across, ground - random.between(0.1, 0.95) * height * (1 - (2 * across) ** 2 / width ** 2)];
    const turn = random.between(0, Math.PI);
    const [c, s] = [Math.cos(turn), Math.sin(turn)];
    const at = (along: number, side: number): Point => [lx + along * c - side * s, ly + along * s + side * c];
    return polygon([at(-9, 0), at(0, -4.5), at(9, 0), at(0, 4.5)], ['#d9763b', '#e0b84a', '#b9532f'][index % 3], { smooth: true });
  });
  return [mound, ...leaves];
};

/**
 * Walking hand in hand: side on along the lane, Grandpa strides and swings the grandchild by the hand
 * into a heap of leaves, its free arm up, leaves flying. The shared stagings walk down a lane toward us,
 * "the same drawing" as cut paper's.
 */
const intoTheLeafPile: Staging = (cast, random) => {
  const ground = 318;
  const together = handInHand(
    cast,
    0,
    [{ x: 176, y: ground, facing: 1, stance: 'walk', back: 'out', lean: 0.15 }, 'front'],
    [{ x: 282, y: ground - 18, facing: 1, stance: 'jump', front: 'up' }, 'back'],
    [228, 232],
    ['laugh', 'laugh'],
  );
  const { hip, feet: soles } = together.child.joints;
  const feet = Math.max(soles[0][1], soles[1][1]);
  const flying = fallingLeaves(random, [240, 420, 170, 270], [together.elder.joints, together.child.joints], 9);
  return layers(
    [
      ...outdoors(random, { horizon: 210, far: '#d9a84a', grass: '#b8a04a', sun: [410, 60] }),
      ...tree(60, 226, 64, '#c9553b'),
      ...tree(420, 214, 40, '#e0b84a'),
      rect(0, 292, 480, 40, '#d8c9a8'),
    ],
    [],
    // Centred under the grandchild and drawn over its feet: it lands in the leaves.
    [...together.shapes, ...leafPile(hip[0] + 10, ground + 6, 180, ground + 6 - (feet - 12), random), ...flying],
  );
};

export const CARTOON_STAGINGS: Readonly<Record<string, Staging>> = {
  'picnic-in-the-park': antsAtThePicnic,
  'hand-in-hand': intoTheLeafPile,
  'first-hello': familySqueeze,
  'porch-sunset': onThePorchSwing,
  'decorating-the-christmas-tree': onTiptoeWithTheStar,
};
