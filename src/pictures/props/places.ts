// Places and their landmarks: a porch with steps, a school door, bunting, a park bench (a zoo's giraffe: giraffe.ts).
import { darker } from '../colour.ts';
import { at, ellipse, line, polygon, rect, type Shape } from '../shapes.ts';

export const porch = (floor: number, colour = '#b98a5e'): Shape[] => [
  rect(0, floor - 10, 300, 52, colour),
  rect(0, floor + 42, 320, 18, darker(colour, 0.12)),
  // The post painted white like the rail: the boards' brown up into the sky read as "a bare trunk" (review 135).
  rect(280, 0, 16, floor - 10, '#f4ece0'),
  ...[30, 90, 150, 210].map((x) => rect(x, floor - 70, 8, 60, '#f4ece0')),
  rect(0, floor - 76, 296, 8, '#f4ece0'),
  // The porch roof's edge, which the post holds up: running up to the picture's edge alone, the post "shoots up
  // through the sky" (review 141).
  rect(0, 0, 312, 58, darker(colour, 0.25)),
];

export const schoolDoor = (x: number, ground: number): Shape[] => [
  rect(x, ground - 200, 170, 200, '#c8694a'),
  polygon(
    at(x, ground, [
      [-10, -200],
      [85, -250],
      [180, -200],
    ]),
    '#7a3e2e',
  ),
  rect(x + 55, ground - 110, 60, 110, '#3f6fb5'),
  // A window in the door and a brass knob: a plain blue slab, painted close, read as "a cushion" (review 114).
  rect(x + 68, ground - 98, 34, 30, '#cfe3ef'),
  ellipse(x + 104, ground - 52, 4, 4, '#e0b04a'),
  // Nine o'clock, school time: both hands from the middle and the quarter-hours marked, where one bent
  // stroke read as "a clock with one hand".
  ellipse(x + 85, ground - 160, 18, 18, '#f4ece0'),
  ...(
    [
      [85, -175],
      [100, -160],
      [85, -145],
      [70, -160],
    ] as const
  ).map(([tx, ty]) => ellipse(x + tx, ground + ty, 1.6, 1.6, '#2b211d', { detail: true })),
  line(
    at(x, ground, [
      [85, -173],
      [85, -160],
      [75, -160],
    ]),
    '#2b211d',
    2,
    { smooth: false, detail: true },
  ),
];

/** The party's colours: balloons and bunting. */
export const BALLOONS = ['#e0457b', '#4fa3d9', '#f2c94c'];

/** A balloon tied off at its knot, its string hanging down: without them a yellow one read as the sun indoors. */
export const balloon = (x: number, y: number, rx: number, ry: number, colour: string): Shape[] => [
  line(
    [
      [x, y + ry],
      [x - rx * 0.3, y + ry * 1.8],
      [x + rx * 0.2, y + ry * 2.6],
      [x - rx * 0.1, y + ry * 3.3],
    ],
    '#6a5040',
    1,
    { detail: true },
  ),
  polygon(
    [
      [x, y + ry * 0.92],
      [x + rx * 0.22, y + ry * 1.14],
      [x - rx * 0.22, y + ry * 1.14],
    ],
    darker(colour, 0.2),
  ),
  ellipse(x, y, rx, ry, colour),
];

export const bunting = (y: number, colours: readonly string[]): Shape[] => [
  line(
    [
      [0, y],
      [240, y + 20],
      [480, y],
    ],
    '#6a5040',
    1.5,
    { detail: true },
  ),
  ...Array.from({ length: 9 }, (_, index) => {
    const x = 24 + index * 52;
    const top = y + Math.sin((x / 480) * Math.PI) * 20;
    return polygon(
      [
        [x - 12, top],
        [x + 12, top],
        [x, top + 24],
      ],
      colours[index % colours.length],
    );
  }),
];

/** A park bench `width` wide from `x`: two back rails, the seat a little wider, a leg near each end. */
export const parkBench = (x: number, ground: number, width: number, back = 90): Shape[] => [
  rect(x, ground - back, width, 10, '#9a6a42'),
  rect(x, ground - back + 18, width, 10, '#9a6a42'),
  rect(x - 6, ground - 50, width + 12, 10, '#b8875a'),
  rect(x + 10, ground - 40, 8, 40, '#5a3a28'),
  rect(x + width - 18, ground - 40, 8, 40, '#5a3a28'),
];

/** The little red wagon: a box on two wheels, its top `floor - 40`, `left` its back end. */
export const wagon = (left: number, floor: number): Shape[] => [
  rect(left, floor - 40, 100, 26, '#d9483b'),
  ellipse(left + 20, floor - 8, 9, 9, '#3a3a40'),
  ellipse(left + 80, floor - 8, 9, 9, '#3a3a40'),
];
