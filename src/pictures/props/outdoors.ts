// Things outside: trees, flowers and sunflowers, a lake with a jetty, a kite, a bike, puddles and
// rain, a porch with steps, a fence, a zoo giraffe, a school door, bunting.
import { darker } from '../colour.ts';
import { blob, bumpy, ellipse, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

export const tree = (x: number, ground: number, size: number, leaves = '#5f9e4a'): Shape[] => [
  polygon(
    [
      [x - size * 0.1, ground],
      [x - size * 0.06, ground - size * 1.2],
      [x + size * 0.06, ground - size * 1.2],
      [x + size * 0.1, ground],
    ],
    '#7a5234',
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

export const sunflower = (x: number, ground: number, height: number): Shape[] => [
  line(
    [
      [x, ground],
      [x - 3, ground - height / 2],
      [x, ground - height],
    ],
    '#4f8a3a',
    4,
  ),
  ellipse(x - 10, ground - height / 2, 10, 5, '#5f9e4a'),
  bumpy(x, ground - height, 18, 10, 6, '#f4c22b'),
  ellipse(x, ground - height, 8, 8, '#6a3f1f'),
];

export const lake = (top: number, colour = '#6fb3d6'): Shape[] => [
  polygon(
    [
      [0, top],
      [480, top - 6],
      [480, 360],
      [0, 360],
    ],
    colour,
  ),
  line(
    [
      [60, top + 30],
      [110, top + 28],
    ],
    '#ffffff',
    2,
    { opacity: 0.6, smooth: false },
  ),
  line(
    [
      [300, top + 50],
      [370, top + 48],
    ],
    '#ffffff',
    2,
    { opacity: 0.6, smooth: false },
  ),
];

export const jetty = (x: number, y: number, width: number): Shape[] => [
  rect(x, y, width, 14, '#9a6a42'),
  rect(x + 10, y + 14, 8, 40, '#6f4a2e'),
  rect(x + width - 20, y + 14, 8, 40, '#6f4a2e'),
];

export const kite = (x: number, y: number, hand: Point): Shape[] => [
  polygon(
    [
      [x, y - 26],
      [x + 20, y],
      [x, y + 30],
      [x - 20, y],
    ],
    '#e0457b',
  ),
  line(
    [
      [x, y - 26],
      [x, y + 30],
    ],
    '#ffffff',
    1.5,
    { smooth: false, detail: true },
  ),
  line([[x, y + 30], [x - 10, y + 60], [(x + hand[0]) / 2, (y + hand[1]) / 2 + 20], hand], '#7a6a60', 1.4, { detail: true }),
];

export const bike = (x: number, ground: number, colour: string): Shape[] => {
  const wheel = (cx: number) => [ellipse(cx, ground - 18, 18, 18, '#2d2b30'), ellipse(cx, ground - 18, 12, 12, '#e9e4da')];
  return [
    ...wheel(x - 30),
    ...wheel(x + 30),
    line(
      [
        [x - 30, ground - 18],
        [x - 6, ground - 48],
        [x + 22, ground - 48],
        [x + 30, ground - 18],
      ],
      colour,
      5,
      { smooth: false },
    ),
    line(
      [
        [x - 6, ground - 48],
        [x - 2, ground - 18],
        [x - 30, ground - 18],
      ],
      colour,
      5,
      { smooth: false },
    ),
    line(
      [
        [x + 22, ground - 48],
        [x + 20, ground - 60],
        [x + 30, ground - 62],
      ],
      '#2d2b30',
      4,
      { smooth: false },
    ),
    rect(x - 16, ground - 55, 20, 6, '#2d2b30'),
  ];
};

export const puddle = (x: number, y: number, width: number): Shape[] => [
  blob(
    [
      [x - width / 2, y],
      [x - width / 4, y - 9],
      [x + width / 3, y - 8],
      [x + width / 2, y + 1],
      [x + width / 5, y + 9],
      [x - width / 3, y + 8],
    ],
    '#7fa9c9',
  ),
  line(
    [
      [x - width / 4, y - 2],
      [x, y - 3],
    ],
    '#ffffff',
    2,
    { opacity: 0.7, smooth: false },
  ),
];

export const rain = (random: { between(a: number, b: number): number }, count: number): Shape[] =>
  Array.from({ length: count }, () => {
    const [x, y] = [random.between(10, 470), random.between(10, 200)];
    return line(
      [
        [x, y],
        [x - 4, y + 12],
      ],
      '#7fa9c9',
      2,
      { smooth: false, detail: true },
    );
  });

export const umbrella = (x: number, y: number, colour: string): Shape[] => [
  blob(
    [
      [x - 46, y],
      [x - 30, y - 26],
      [x, y - 36],
      [x + 30, y - 26],
      [x + 46, y],
      [x, y - 6],
    ],
    colour,
  ),
  line(
    [
      [x, y - 6],
      [x, y + 40],
      [x + 6, y + 46],
    ],
    '#3a3030',
    2.5,
  ),
];

export const porch = (floor: number, colour = '#b98a5e'): Shape[] => [
  rect(0, floor - 10, 300, 52, colour),
  rect(0, floor + 42, 320, 18, darker(colour, 0.12)),
  rect(280, 0, 16, floor - 10, darker(colour, 0.2)),
  ...[30, 90, 150, 210].map((x) => rect(x, floor - 70, 8, 60, '#f4ece0')),
  rect(0, floor - 76, 296, 8, '#f4ece0'),
];

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

export const giraffe = (x: number, ground: number): Shape[] => [
  blob(
    [
      [x - 40, ground - 110],
      [x + 30, ground - 112],
      [x + 36, ground - 80],
      [x - 42, ground - 80],
    ],
    '#e9b44c',
  ),
  ...[-34, -20, 18, 30].map((dx) => rect(x + dx, ground - 84, 7, 84, '#e9b44c')),
  polygon(
    [
      [x + 18, ground - 108],
      [x + 34, ground - 112],
      [x + 52, ground - 200],
      [x + 40, ground - 204],
    ],
    '#e9b44c',
  ),
  blob(
    [
      [x + 36, ground - 206],
      [x + 60, ground - 214],
      [x + 74, ground - 200],
      [x + 48, ground - 192],
    ],
    '#e9b44c',
  ),
  ...[
    [x - 20, ground - 100],
    [x + 4, ground - 94],
    [x + 40, ground - 150],
    [x - 30, ground - 90],
  ].map(([sx, sy]) => ellipse(sx, sy, 5, 4, '#a8672c')),
  ellipse(x + 58, ground - 206, 1.8, 1.8, '#2b211d', { detail: true }),
];

export const schoolDoor = (x: number, ground: number): Shape[] => [
  rect(x, ground - 200, 170, 200, '#c8694a'),
  polygon(
    [
      [x - 10, ground - 200],
      [x + 85, ground - 250],
      [x + 180, ground - 200],
    ],
    '#7a3e2e',
  ),
  rect(x + 55, ground - 110, 60, 110, '#3f6fb5'),
  ellipse(x + 85, ground - 160, 18, 18, '#f4ece0'),
  line(
    [
      [x + 85, ground - 160],
      [x + 85, ground - 170],
      [x + 92, ground - 160],
    ],
    '#2b211d',
    2,
    { smooth: false, detail: true },
  ),
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
