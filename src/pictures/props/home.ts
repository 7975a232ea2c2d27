// Furniture and things indoors: a bed, a counter, a table, a sofa, a rocking chair, a lamp, a
// mirror, a screen showing a face, framed photos. Each takes its base (the floor point) and returns shapes.
import { darker } from '../colour.ts';
import { arc, blob, ellipse, line, polygon, rect, type Shape } from '../shapes.ts';

/** A bed with its headboard and pillow on the right; the quilt is drawn apart, over whoever is in it. */
export const bed = (x: number, floor: number, width: number): Shape[] => [
  rect(x + width - 8, floor - 130, 16, 130, '#8a5a3a'),
  rect(x, floor - 62, width, 40, '#fbf3e4'),
  rect(x, floor - 30, width, 30, '#8a5a3a'),
  ellipse(x + width - 36, floor - 72, 30, 14, '#ffffff'),
  rect(x - 8, floor - 92, 14, 92, '#8a5a3a'),
];

export const quilt = (x: number, floor: number, width: number, colour: string): Shape[] => [
  blob(
    [
      [x - 4, floor - 66],
      [x + width - 60, floor - 74],
      [x + width - 40, floor - 52],
      [x + width - 50, floor - 24],
      [x - 6, floor - 22],
    ],
    colour,
  ),
  line(
    [
      [x + 20, floor - 50],
      [x + width - 70, floor - 56],
    ],
    '#fbf3e4',
    3,
    { opacity: 0.7 },
  ),
];

export const counter = (x: number, floor: number, width: number, top: string): Shape[] => [
  rect(x, floor - 96, width, 96, '#c9a27a'),
  rect(x + 8, floor - 82, width / 2 - 12, 70, darker('#c9a27a', 0.1)),
  rect(x + width / 2 + 4, floor - 82, width / 2 - 12, 70, darker('#c9a27a', 0.1)),
  rect(x - 6, floor - 104, width + 12, 10, top),
];

export const table = (x: number, floor: number, width: number, cloth: string): Shape[] => [
  rect(x + 10, floor - 70, 8, 70, '#7a4e30'),
  rect(x + width - 18, floor - 70, 8, 70, '#7a4e30'),
  polygon(
    [
      [x - 4, floor - 76],
      [x + width + 4, floor - 76],
      [x + width + 8, floor - 50],
      [x - 8, floor - 50],
    ],
    cloth,
  ),
];

export const sofa = (x: number, floor: number, width: number, colour: string): Shape[] => [
  blob(
    [
      [x, floor - 100],
      [x + width, floor - 100],
      [x + width, floor - 40],
      [x, floor - 40],
    ],
    darker(colour, 0.12),
  ),
  rect(x - 10, floor - 60, width + 20, 44, colour),
  ellipse(x - 4, floor - 60, 16, 22, colour),
  ellipse(x + width + 4, floor - 60, 16, 22, colour),
  rect(x + 4, floor - 16, 8, 16, '#5a3a28'),
  rect(x + width - 12, floor - 16, 8, 16, '#5a3a28'),
];

export const rockingChair = (x: number, floor: number, colour: string): Shape[] => [
  polygon(
    [
      [x - 34, floor - 150],
      [x - 22, floor - 150],
      [x - 12, floor - 60],
      [x - 24, floor - 60],
    ],
    colour,
  ),
  rect(x - 24, floor - 66, 60, 10, colour),
  rect(x - 20, floor - 56, 6, 44, colour),
  rect(x + 26, floor - 56, 6, 44, colour),
  arc(x + 4, floor - 60, 54, 50, 0.5, Math.PI - 0.5, colour, 5),
];

export const lamp = (x: number, floor: number, glow: boolean): Shape[] => [
  ...(glow ? [ellipse(x, floor - 150, Math.min(70, x, 480 - x), 60, '#ffe9a8', { opacity: 0.35 })] : []),
  rect(x - 3, floor - 140, 6, 140, '#6a5040'),
  ellipse(x, floor, 18, 5, '#6a5040'),
  polygon(
    [
      [x - 22, floor - 136],
      [x + 22, floor - 136],
      [x + 14, floor - 170],
      [x - 14, floor - 170],
    ],
    '#f2c26b',
  ),
];

export const frame = (x: number, y: number, width: number, height: number, inside: string): Shape[] => [
  rect(x - 5, y - 5, width + 10, height + 10, '#9a6a40'),
  rect(x, y, width, height, inside),
];

export const mirror = (x: number, y: number, width: number, height: number): Shape[] => [
  ellipse(x, y, width / 2 + 8, height / 2 + 8, '#c99a4a'),
  ellipse(x, y, width / 2, height / 2, '#d8eef2'),
  line(
    [
      [x - width * 0.25, y - height * 0.3],
      [x - width * 0.05, y - height * 0.38],
    ],
    '#ffffff',
    4,
    { smooth: false, opacity: 0.8 },
  ),
];

/** A tablet on a stand whose screen shows a face in a circle of light. */
export const tablet = (x: number, y: number, width: number, height: number): Shape[] => [
  rect(x - 6, y - 6, width + 12, height + 12, '#2d2f36'),
  rect(x, y, width, height, '#cfe9e4'),
  polygon(
    [
      [x + width / 2 - 16, y + height + 6],
      [x + width / 2 + 16, y + height + 6],
      [x + width / 2 + 26, y + height + 26],
      [x + width / 2 - 26, y + height + 26],
    ],
    '#2d2f36',
  ),
];

export const book = (x: number, y: number, width: number, cover: string, tilt = 0): Shape[] => [
  polygon(
    [
      [x - width / 2, y + tilt],
      [x, y + 6],
      [x, y + 14],
      [x - width / 2, y + 8 + tilt],
    ],
    cover,
  ),
  polygon(
    [
      [x + width / 2, y - tilt],
      [x, y + 6],
      [x, y + 14],
      [x + width / 2, y + 8 - tilt],
    ],
    cover,
  ),
  polygon(
    [
      [x - width / 2 + 3, y - 2 + tilt],
      [x, y + 4],
      [x + width / 2 - 3, y - 2 - tilt],
      [x + width / 2 - 3, y + 6 - tilt],
      [x, y + 11],
      [x - width / 2 + 3, y + 6 + tilt],
    ],
    '#fffaf0',
  ),
  line(
    [
      [x, y + 4],
      [x, y + 11],
    ],
    '#c9b9a0',
    1.2,
    { smooth: false, detail: true },
  ),
];

export const rug = (x: number, y: number, width: number, colour: string): Shape[] => [
  ellipse(x, y, width / 2, 14, colour),
  ellipse(x, y, width / 2 - 12, 8, darker(colour, 0.15)),
];

export const pillow = (x: number, y: number, width: number, colour: string): Shape[] => [
  blob(
    [
      [x - width / 2, y - width * 0.3],
      [x + width / 2, y - width * 0.34],
      [x + width / 2 + 4, y + width * 0.3],
      [x - width / 2 - 3, y + width * 0.32],
    ],
    colour,
  ),
];

export const stool = (x: number, floor: number, height: number): Shape[] => [
  rect(x - 20, floor - height, 40, 7, '#b8875a'),
  line(
    [
      [x - 14, floor - height + 6],
      [x - 18, floor],
    ],
    '#8a5a3a',
    4,
    { smooth: false },
  ),
  line(
    [
      [x + 14, floor - height + 6],
      [x + 18, floor],
    ],
    '#8a5a3a',
    4,
    { smooth: false },
  ),
];

export const shelf = (x: number, y: number, width: number, jars: readonly string[]): Shape[] => [
  rect(x, y, width, 6, '#9a6a40'),
  ...jars.map((colour, index) => rect(x + 8 + index * 26, y - 24, 18, 24, colour, { opacity: 0.9 })),
];

export const stove = (x: number, floor: number): Shape[] => [
  rect(x, floor - 96, 90, 96, '#d8d4cc'),
  rect(x + 12, floor - 70, 66, 46, '#3a3a40'),
  rect(x + 18, floor - 64, 54, 34, '#f29a4a', { opacity: 0.6 }),
  rect(x - 2, floor - 102, 94, 8, '#9aa0a6'),
];

export const armchair = (x: number, floor: number, colour: string): Shape[] => [
  blob(
    [
      [x - 50, floor - 150],
      [x + 50, floor - 150],
      [x + 54, floor - 40],
      [x - 54, floor - 40],
    ],
    colour,
  ),
  rect(x - 60, floor - 70, 120, 46, darker(colour, 0.12)),
  ellipse(x - 58, floor - 76, 14, 20, colour),
  ellipse(x + 58, floor - 76, 14, 20, colour),
  rect(x - 52, floor - 24, 8, 24, '#5a3a28'),
  rect(x + 44, floor - 24, 8, 24, '#5a3a28'),
];

export const door = (x: number, floor: number, colour: string): Shape[] => [
  rect(x - 6, floor - 196, 102, 196, '#fbf3e4'),
  rect(x, floor - 190, 90, 190, colour),
  rect(x + 12, floor - 176, 66, 60, darker(colour, 0.12)),
  rect(x + 12, floor - 100, 66, 84, darker(colour, 0.12)),
  ellipse(x + 78, floor - 96, 4, 4, '#e0b84a'),
];

export const suitcase = (x: number, floor: number, colour: string): Shape[] => [
  rect(x - 30, floor - 52, 60, 52, colour),
  rect(x - 10, floor - 60, 20, 8, '#3a3030'),
  rect(x - 30, floor - 30, 60, 5, darker(colour, 0.25)),
];

export const fireplace = (x: number, floor: number, fire: boolean): Shape[] => [
  rect(x, floor - 130, 150, 130, '#b8654a'),
  rect(x - 10, floor - 140, 170, 12, '#e9dcc6'),
  rect(x + 35, floor - 80, 80, 80, '#2d2220'),
  ...(fire
    ? [
        blob(
          [
            [x + 50, floor - 4],
            [x + 62, floor - 46],
            [x + 75, floor - 24],
            [x + 88, floor - 60],
            [x + 100, floor - 4],
          ],
          '#f29a2e',
        ),
      ]
    : []),
  ...[x + 20, x + 75, x + 130].map((sx, index) =>
    blob(
      [
        [sx - 8, floor - 128],
        [sx + 8, floor - 128],
        [sx + 8, floor - 104],
        [sx + 16, floor - 98],
        [sx + 4, floor - 92],
        [sx - 8, floor - 100],
      ],
      index % 2 ? '#2f7a4a' : '#d9483b',
    ),
  ),
];

export const crib = (x: number, floor: number): Shape[] => [
  rect(x - 50, floor - 100, 100, 8, '#f4ece0'),
  rect(x - 50, floor - 40, 100, 10, '#f4ece0'),
  ...[-46, -28, -10, 8, 26, 42].map((dx) => rect(x + dx, floor - 96, 5, 60, '#f4ece0')),
  rect(x - 54, floor - 110, 8, 110, '#e9dcc6'),
  rect(x + 46, floor - 110, 8, 110, '#e9dcc6'),
];
