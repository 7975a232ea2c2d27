import { darker } from '../colour.ts';
import { seeded } from '../random.ts';
import { arc, blob, bumpy, ellipse, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

/** The colour of a tree's trunk. */
export const TRUNK = '#7a5234';

/**
 * Whether a shape is a tree's trunk: four corners in the trunk's colour, taller than wide and narrowing
 * upward (soil in that colour is an oval, a Christmas tree's pot a box). The crown is the shape after it.
 */
export function isTrunk(shape: Shape): boolean {
  if (shape.colour !== TRUNK || shape.points.length !== 4) return false;
  const [a, b, c, d] = shape.points;
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  return Math.max(...ys) - Math.min(...ys) > Math.max(...xs) - Math.min(...xs) && Math.abs(d[0] - a[0]) > Math.abs(c[0] - b[0]) + 0.5;
}

export const tree = (x: number, ground: number, size: number, leaves = '#5f9e4a'): Shape[] => [
  polygon(
    [
      [x - size * 0.1, ground],
      [x - size * 0.06, ground - size * 1.2],
      [x + size * 0.06, ground - size * 1.2],
      [x + size * 0.1, ground],
    ],
    TRUNK,
  ),
  bumpy(x, ground - size * 1.45, size * 0.62, 7, size * 0.08, leaves),
];

export const flower = (x: number, ground: number, height: number, petals: string): Shape[] => [
  line(
    [
      [x, ground],
      [x + 2, ground - height / 2],
      [x, ground - height],
    ],
    '#4f8a3a',
    2.5,
  ),
  bumpy(x, ground - height, 6, 5, 2, petals),
  ellipse(x, ground - height, 2.5, 2.5, '#f6d04d', { detail: true }),
];

/**
 * A sunflower, each its own: the head nodding one way or the other, bigger or smaller, a leaf or two on
 * either side. A row of one flower drawn five times read as "cloned".
 */
export const sunflower = (x: number, ground: number, height: number): Shape[] => {
  // Seeded by its place and size, so the same row grows the same way in every picture.
  const grows = seeded(`sunflower ${x} ${height}`);
  const [nod, grown, leafSide, second] = [grows.next(), grows.next(), grows.next(), grows.next()];
  const head: Point = [x + (nod - 0.5) * height * 0.18, ground - height];
  const radius = Math.min(18, height * 0.3) * (0.8 + grown * 0.4);
  const side = leafSide < 0.5 ? -1 : 1;
  const bend: Point = [x + side * 3, ground - height / 2];
  // A blade growing out of the stem where the stem is at that height: an oval set beside it read as "a leaf floating
  // with no stem" (review 149).
  const leaf = (at: number, way: number) => {
    const t = at < 0.5 ? at * 2 : (at - 0.5) * 2;
    const [from, to] = at < 0.5 ? [[x, ground] as Point, bend] : [bend, head];
    const [sx, sy] = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
    const [long, wide] = [radius * 1.2, radius * 0.32];
    return blob(
      [
        [sx, sy],
        [sx + way * long * 0.5, sy - wide * 1.6],
        [sx + way * long, sy - wide * 0.9],
        [sx + way * long * 0.5, sy + wide * 0.2],
      ],
      '#5f9e4a',
    );
  };
  return [
    line([[x, ground], bend, head], '#4f8a3a', 4),
    leaf(0.45, side),
    ...(second > 0.45 ? [leaf(0.7, -side)] : []),
    bumpy(head[0], head[1], radius, 10, radius / 3, '#f4c22b'),
    ellipse(head[0] + (nod - 0.5) * radius * 0.3, head[1], radius * 0.44, radius * 0.44, '#6a3f1f'),
  ];
};

export const fence = (y: number, colour = '#f4ece0'): Shape[] => [
  rect(0, y, 480, 8, colour),
  ...Array.from({ length: 12 }, (_, index) =>
    polygon(
      [
        [index * 41 + 6, y + 30],
        [index * 41 + 6, y - 16],
        [index * 41 + 14, y - 24],
        [index * 41 + 22, y - 16],
        [index * 41 + 22, y + 30],
      ],
      colour,
    ),
  ),
];

/**
 * A watering can: a tub whose top middle is `top`, a handle arching over it, a rim, and a long spout
 * from its lower side out to `tip`, where the rose is. A box with a short line read as "a spoutless blue box".
 */
export function wateringCan([x, y]: Point, tip: Point, colour: string): Shape[] {
  const side = tip[0] >= x ? 1 : -1;
  const deep = darker(colour, 0.2);
  return [
    arc(x - side * 3, y, 12, 11, Math.PI + 0.2, Math.PI * 2 - 0.2, deep, 3.5),
    polygon(
      [
        [x - 15, y],
        [x + 15, y],
        [x + 17, y + 24],
        [x - 17, y + 24],
      ],
      colour,
    ),
    ellipse(x, y, 15, 2.5, deep),
    line([[x + side * 14, y + 18], [(x + side * 14 + tip[0]) / 2, (y + 18 + tip[1]) / 2 - 2], tip], colour, 4),
    ellipse(tip[0], tip[1], 4, 4.5, deep),
  ];
}
