// Household things: a kitchen counter, a table, a stool, shelves with jars, a stove, a tablet, a
// book, the front door, a suitcase, a fireplace with stockings, a record player on its cabinet.
import { darker } from '../colour.ts';
import { at, blob, ellipse, line, polygon, rect, type Shape } from '../shapes.ts';

export const counter = (x: number, floor: number, width: number, top: string): Shape[] => [
  rect(x, floor - 96, width, 96, '#c9a27a'),
  rect(x + 8, floor - 82, width / 2 - 12, 70, darker('#c9a27a', 0.1)),
  rect(x + width / 2 + 4, floor - 82, width / 2 - 12, 70, darker('#c9a27a', 0.1)),
  rect(x - 6, floor - 104, width + 12, 10, top),
];

/** A table with a cloth over its top, `height` tall, its legs standing on `floor`. */
export const table = (x: number, floor: number, width: number, cloth: string, height = 76): Shape[] => [
  rect(x + 10, floor - height + 6, 8, height - 6, '#7a4e30'),
  rect(x + width - 18, floor - height + 6, 8, height - 6, '#7a4e30'),
  polygon(
    [
      [x - 4, floor - height],
      [x + width + 4, floor - height],
      [x + width + 8, floor - height + 26],
      [x - 8, floor - height + 26],
    ],
    cloth,
  ),
];

export const stool = (x: number, floor: number, height: number): Shape[] => [
  // Sturdy: a thick seat on splayed legs braced by a rung. A thin top on two sticks read as "a tiny stool" the
  // grandchild hovered over.
  line(
    [
      [x - 17, floor - height * 0.45],
      [x + 17, floor - height * 0.45],
    ],
    '#8a5a3a',
    4,
    { smooth: false },
  ),
  line(
    [
      [x - 14, floor - height + 6],
      [x - 20, floor],
    ],
    '#8a5a3a',
    6,
    { smooth: false },
  ),
  line(
    [
      [x + 14, floor - height + 6],
      [x + 20, floor],
    ],
    '#8a5a3a',
    6,
    { smooth: false },
  ),
  rect(x - 24, floor - height, 48, 9, '#b8875a'),
];

/** A baby's high chair, its seat `seat` above the floor, its back on the side away from where the baby faces. */
export const highChair = (x: number, floor: number, seat: number, facing: 1 | -1): Shape[] => [
  rect(x - facing * 22 - 4, floor - seat - 46, 8, 52, '#b8875a'),
  ...[-1, 1].map((side) =>
    line(
      [
        [x + side * 12, floor - seat + 6],
        [x + side * 22, floor],
      ],
      '#8a5a3a',
      4,
      { smooth: false },
    ),
  ),
  rect(x - 22, floor - seat, 44, 7, '#b8875a'),
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

/** A rectangle with its corners cut round: a device's case rather than a picture frame. */
function roundedCase(x: number, y: number, width: number, height: number, r: number, colour: string): Shape {
  const corner = (cx: number, cy: number, from: number): [number, number][] =>
    [0, 1, 2, 3].map((step) => {
      const angle = from + (step * Math.PI) / 6;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    });
  const [right, bottom] = [x + width - r, y + height - r];
  const points = [
    ...corner(right, y + r, -Math.PI / 2),
    ...corner(right, bottom, 0),
    ...corner(x + r, bottom, Math.PI / 2),
    ...corner(x + r, y + r, Math.PI),
  ];
  return polygon(points, colour);
}

/**
 * A tablet held in the hands, drawn round the screen [x, y, width, height]: `case` under the screen (a
 * rounded dark case with its camera), `controls` on the case's broad lower edge (the red button that
 * ends a call, the microphone), which say "a video call" where a bare dark rectangle read as a picture
 * frame. On the screen, the red button sat on the grandparent's chest as "a no-entry sign".
 */
export function handheldTablet(x: number, y: number, width: number, height: number) {
  const middle = x + width / 2;
  const below = y + height + 10;
  return {
    case: [
      roundedCase(x - 7, y - 9, width + 14, height + 29, 8, '#2d2f36'),
      ellipse(middle, y - 4.5, 1.8, 1.8, '#6a6e78', { detail: true }),
    ],
    controls: [
      ellipse(middle + 12, below, 6, 6, '#e0453b', { detail: true }),
      ellipse(middle - 12, below, 6, 6, '#f4f4f4', { detail: true }),
      rect(middle - 13.5, below - 3.5, 3, 6, '#3a3a40', { detail: true }),
      rect(middle + 8, below - 1, 8, 2.5, '#ffffff', { detail: true }),
    ],
  };
}

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

export const door = (x: number, floor: number, colour: string): Shape[] => [
  rect(x - 6, floor - 196, 102, 196, '#fbf3e4'),
  rect(x, floor - 190, 90, 190, colour),
  rect(x + 12, floor - 176, 66, 60, darker(colour, 0.12)),
  rect(x + 12, floor - 100, 66, 84, darker(colour, 0.12)),
  ellipse(x + 78, floor - 96, 4, 4, '#e0b84a'),
];

/** A packed suitcase: two leather straps round it and a label tied on, or sat on it read as "a blue box". */
export const suitcase = (x: number, floor: number, colour: string): Shape[] => [
  rect(x - 30, floor - 52, 60, 52, colour),
  rect(x - 10, floor - 60, 20, 8, '#3a3030'),
  rect(x - 30, floor - 30, 60, 5, darker(colour, 0.25)),
  rect(x - 20, floor - 52, 6, 52, '#7a4e30'),
  rect(x + 14, floor - 52, 6, 52, '#7a4e30'),
  rect(x - 6, floor - 24, 16, 11, '#f4e6c4'),
];

export const fireplace = (x: number, floor: number, fire: boolean): Shape[] => [
  rect(x, floor - 130, 150, 130, '#b8654a'),
  rect(x - 10, floor - 140, 170, 12, '#e9dcc6'),
  rect(x + 35, floor - 80, 80, 80, '#2d2220'),
  ...(fire
    ? [
        blob(
          at(x, floor, [
            [50, -4],
            [62, -46],
            [75, -24],
            [88, -60],
            [100, -4],
          ]),
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
