import { arc, at, blob, ellipse, line, mirroredAbout, polygon, rect, type Shape } from '../shapes.ts';

/** A mixing bowl with its spoon leaning out to one side (+1 right, -1 left): toward the hand that stirs, away from a face. */
export const bowl = (x: number, y: number, colour: string, spoon: 1 | -1 = 1): Shape[] => [
  ellipse(x, y - 10, 24, 7, '#f6ead2'),
  blob(
    at(x, y, [
      [-26, -12],
      [26, -12],
      [16, 8],
      [-16, 8],
    ]),
    colour,
  ),
  line(
    at(x, y, [
      [spoon * 6, -14],
      [spoon * 22, -38],
    ]),
    '#b8875a',
    3,
    { smooth: false },
  ),
];

export const cookies = (x: number, y: number, count: number): Shape[] => [
  rect(x - 8, y - 4, count * 20 + 6, 6, '#9aa0a6'),
  ...Array.from({ length: count }, (_, index) => [
    ellipse(x + index * 20, y - 8, 8, 4.5, '#d99a55'),
    ellipse(x + index * 20 - 2, y - 9, 1.4, 1.4, '#5a3020', { detail: true }),
    ellipse(x + index * 20 + 3, y - 7, 1.4, 1.4, '#5a3020', { detail: true }),
  ]).flat(),
];

/** Spilt flour: a little heap and a few pinches beside it, solid white (a translucent film read as a ghostly smear). */
export const flour = (x: number, y: number): Shape[] => [
  // A little heap, peaked, not a flat oval: outlined, an oval of flour on the floor read as a plate (review 110).
  polygon(
    [
      [x - 14, y + 2],
      [x - 7, y - 2],
      [x - 2, y - 7],
      [x + 3, y - 6],
      [x + 8, y - 2],
      [x + 14, y + 2],
    ],
    '#fbf7ee',
    { smooth: true },
  ),
  ...[
    [18, 1],
    [26, -1],
    [-18, 1],
  ].map(([dx, dy]) => ellipse(x + dx, y + dy, 3, 1.6, '#fbf7ee')),
];

/** A frying pan with nothing in it, its handle pointing `side` (1 right, -1 left) to its end at (x + side·60, y + 10). */
export const emptyPan = (x: number, y: number, side = -1): Shape[] => [
  ellipse(x, y, 26, 7, '#3a3a40'),
  line(
    [
      [x + side * 24, y],
      [x + side * 60, y + 10],
    ],
    '#3a3a40',
    5,
    { smooth: false },
  ),
];

/** A frying pan whose handle points `side` (1 right, -1 left), with a pancake tossed `pancakeHigh` above it. */
export const pan = (x: number, y: number, pancakeHigh: number, side = -1): Shape[] => [
  ...emptyPan(x, y, side),
  ellipse(x + 4, y - pancakeHigh, 17, 6, '#e3a95a'),
  // Turning in the air: a curl round each end of it, as a picture book spins a thing (one arc under it read as a frown).
  ...(pancakeHigh > 10
    ? [
        arc(x + 4, y - pancakeHigh, 24, 12, Math.PI * 0.7, Math.PI * 1.15, '#8a7a70', 1.4, { detail: true }),
        arc(x + 4, y - pancakeHigh, 24, 12, Math.PI * 1.7, Math.PI * 2.15, '#8a7a70', 1.4, { detail: true }),
      ]
    : []),
];

export const pizza = (x: number, y: number): Shape[] => [
  ellipse(x, y, 44, 13, '#e6b66a'),
  ellipse(x, y - 1, 37, 10, '#d2442f'),
  ...[
    [-18, -2],
    [6, -4],
    [20, 2],
    [-4, 4],
    [-24, 4],
  ].map(([dx, dy]) => ellipse(x + dx, y + dy, 5, 2.6, dx % 4 === 0 ? '#f6e7b8' : '#7a3f2a', { detail: true })),
];

export const iceCream = (x: number, y: number, scoop: string): Shape[] => [
  polygon(
    [
      [x - 9, y],
      [x + 9, y],
      [x, y + 26],
    ],
    '#e0a95a',
  ),
  ellipse(x, y - 6, 11, 10, scoop),
  ellipse(x + 2, y - 17, 8, 7, '#f7d6e0'),
];

export const cake = (x: number, y: number, candles: number, lit: boolean): Shape[] => [
  rect(x - 34, y - 36, 68, 36, '#f2b3c6'),
  rect(x - 34, y - 40, 68, 8, '#fffaf0'),
  ellipse(x, y + 2, 42, 6, '#e9e4da'),
  ...Array.from({ length: candles }, (_, index) => {
    const cx = x - (candles - 1) * 7 + index * 14;
    return [
      // Pushed into the icing to its lower edge: on its top edge, a cut or a wash parted them from it and "the candles
      // hover above the cake" (review 140); down into the cake's side, they were "stuck on its front" (review 144).
      rect(cx - 2, y - 56, 4, 23, index % 2 ? '#4fa3d9' : '#f2c94c'),
      // Just blown out, each wick sends up a curl of smoke: with nothing over them, the candles read as never lit.
      lit
        ? ellipse(cx, y - 61, 3, 5, '#ffb52e', { detail: true })
        : line(
            [
              [cx, y - 57],
              [cx + 3, y - 63],
              [cx - 2, y - 70],
              [cx + 2, y - 77],
            ],
            '#a9a49c',
            1.2,
            { detail: true },
          ),
    ];
  }).flat(),
];

export const basket = (x: number, y: number): Shape[] => [
  arc(x, y - 14, 16, 18, Math.PI, Math.PI * 2, '#8a5a3a', 3),
  polygon(
    at(x, y, [
      [-22, -16],
      [22, -16],
      [16, 4],
      [-16, 4],
    ]),
    '#c08a4a',
  ),
];

/**
 * A glass jug of lemonade: straight glass sides with a pouring lip, the lemonade inside, a handle behind;
 * its lip to the right, or to the left (`facing` -1) for someone pouring leftward by the handle.
 */
export const jug = (x: number, y: number, facing: 1 | -1 = 1): Shape[] =>
  facing > 0 ? jugShapes(x, y) : mirroredAbout(jugShapes(x, y), x);

const jugShapes = (x: number, y: number): Shape[] => [
  arc(x - 14, y - 18, 7, 10, Math.PI / 2, (Math.PI * 3) / 2, '#d8d0c0', 3),
  polygon(
    [
      [x - 13, y - 36],
      [x + 10, y - 36],
      [x + 17, y - 41],
      [x + 14, y],
      [x - 14, y],
    ],
    '#eaf4f2',
  ),
  polygon(
    [
      [x - 12, y - 26],
      [x + 12, y - 26],
      [x + 13, y - 2],
      [x - 13, y - 2],
    ],
    '#f6e27a',
  ),
  ellipse(x - 3, y - 14, 4, 4, '#f2c94c', { detail: true }),
];

/** Where lemonade leaves a jug drawn at (x, y) facing the given way. */
export const jugLip = (x: number, y: number, facing: 1 | -1 = 1): [number, number] => [x + 17 * facing, y - 41];

/** Where a jug facing left is drawn so that `hand` holds its handle. */
export const jugInHand = ([x, y]: readonly [number, number]): [number, number] => [x - 18, y + 18];

/** Half a sandwich, cut corner to corner, held up by its crust at (x, y + 6). */
export const sandwichHalf = (x: number, y: number): Shape =>
  polygon(
    [
      [x - 10, y + 6],
      [x + 10, y + 6],
      [x, y - 8],
    ],
    '#f2d59a',
  );
