// Small things held and shared: cookies on a tray, a mixing bowl, a pan with a pancake, a pizza,
// an ice cream cone, a cake with candles, a present, a Christmas tree, hats, a photo album page,
// a picnic basket, a lemonade jug, a fishing rod with its line and bob, a backpack, a cat.
import { darker } from '../colour.ts';
import { arc, blob, bumpy, ellipse, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

export const bowl = (x: number, y: number, colour: string): Shape[] => [
  ellipse(x, y - 10, 24, 7, '#f6ead2'),
  blob(
    [
      [x - 26, y - 12],
      [x + 26, y - 12],
      [x + 16, y + 8],
      [x - 16, y + 8],
    ],
    colour,
  ),
  line(
    [
      [x + 6, y - 14],
      [x + 22, y - 38],
    ],
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

export const flour = (x: number, y: number): Shape[] => [
  ellipse(x, y, 22, 4, '#fbf7ee', { opacity: 0.9 }),
  ellipse(x + 26, y + 1, 6, 2, '#fbf7ee', { opacity: 0.9 }),
];

/** A frying pan whose handle points `side` (1 right, -1 left), with a pancake tossed `pancakeHigh` above it. */
export const pan = (x: number, y: number, pancakeHigh: number, side = -1): Shape[] => [
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
  ellipse(x + 4, y - pancakeHigh, 17, 6, '#e3a95a'),
  ...(pancakeHigh > 10 ? [arc(x + 4, y - pancakeHigh + 14, 8, 6, Math.PI * 1.1, Math.PI * 1.9, '#8a7a70', 1.2, { detail: true })] : []),
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
  rect(x - 34, y - 36, 68, 36, '#f3d2dc'),
  rect(x - 34, y - 40, 68, 8, '#fffaf0'),
  ellipse(x, y + 2, 42, 6, '#e9e4da'),
  ...Array.from({ length: candles }, (_, index) => {
    const cx = x - (candles - 1) * 7 + index * 14;
    return [
      rect(cx - 2, y - 56, 4, 16, index % 2 ? '#4fa3d9' : '#f2c94c'),
      ...(lit ? [ellipse(cx, y - 61, 3, 5, '#ffb52e', { detail: true })] : []),
    ];
  }).flat(),
];

export const present = (x: number, y: number, size: number, paper: string, ribbon: string): Shape[] => [
  rect(x - size / 2, y - size, size, size, paper),
  rect(x - 3, y - size, 6, size, ribbon),
  bumpy(x, y - size - 4, 7, 4, 3, ribbon),
];

export const christmasTree = (x: number, ground: number, height: number, random: { between(a: number, b: number): number }): Shape[] => {
  const tiers = [0, 1, 2].map((tier) => {
    const top = ground - height + tier * height * 0.25;
    const half = 26 + tier * 20;
    return polygon(
      [
        [x, top],
        [x + half, top + height * 0.36],
        [x - half, top + height * 0.36],
      ],
      tier % 2 ? '#2f7a4a' : '#357f4f',
    );
  });
  const baubles = Array.from({ length: 7 }, (_, index) => {
    const t = random.between(0.25, 0.85);
    const cx = x + random.between(-1, 1) * (10 + t * 50);
    return ellipse(cx, ground - height + t * height * 0.85, 4.5, 4.5, ['#d9483b', '#f2c94c', '#4fa3d9'][index % 3]);
  });
  return [rect(x - 8, ground - 30, 16, 30, '#7a5234'), ...tiers, ...baubles, bumpy(x, ground - height - 4, 9, 5, 4, '#f6d04d')];
};

export const hat = (x: number, y: number, kind: 'party' | 'top' | 'flower', colour: string): Shape[] => {
  if (kind === 'party')
    return [
      polygon(
        [
          [x - 13, y],
          [x + 13, y],
          [x + 2, y - 34],
        ],
        colour,
      ),
      ellipse(x + 2, y - 35, 4, 4, '#f2c94c'),
    ];
  if (kind === 'top')
    return [rect(x - 13, y - 30, 26, 30, colour), rect(x - 21, y - 4, 42, 6, colour), rect(x - 13, y - 10, 26, 5, '#d9483b')];
  return [
    ellipse(x, y - 3, 30, 7, colour),
    blob(
      [
        [x - 15, y - 4],
        [x, y - 22],
        [x + 15, y - 4],
      ],
      colour,
    ),
    bumpy(x + 10, y - 10, 6, 5, 2, '#e0457b'),
  ];
};

export const album = (x: number, y: number, width: number): Shape[] => [
  rect(x - width / 2 - 4, y - 4, width + 8, width * 0.55 + 8, '#7a3f2e'),
  rect(x - width / 2, y, width, width * 0.55, '#fbf3e4'),
  ...[0, 1].map((index) =>
    rect(x - width / 2 + 6 + index * (width / 2), y + 6, width / 2 - 12, width * 0.4, index ? '#cfe3c4' : '#c9dcef'),
  ),
  ellipse(x - width / 4, y + width * 0.2, 5, 5, '#b98a5e'),
  ellipse(x + width / 4, y + width * 0.22, 4, 4, '#b98a5e'),
];

export const basket = (x: number, y: number): Shape[] => [
  arc(x, y - 14, 16, 18, Math.PI, Math.PI * 2, '#8a5a3a', 3),
  polygon(
    [
      [x - 22, y - 16],
      [x + 22, y - 16],
      [x + 16, y + 4],
      [x - 16, y + 4],
    ],
    '#c08a4a',
  ),
];

export const jug = (x: number, y: number): Shape[] => [
  blob(
    [
      [x - 12, y - 34],
      [x + 12, y - 34],
      [x + 14, y],
      [x - 14, y],
    ],
    '#f6e27a',
    { opacity: 0.9 },
  ),
  arc(x + 14, y - 18, 7, 10, -Math.PI / 2, Math.PI / 2, '#d8d0c0', 3),
  ellipse(x - 4, y - 20, 3, 3, '#f4ece0', { detail: true }),
];

export const fishingLine = (rodEnd: Point, hand: Point, bob: Point): Shape[] => [
  line([hand, rodEnd], '#6a4a32', 3.5, { smooth: false }),
  line([rodEnd, [(rodEnd[0] + bob[0]) / 2, bob[1] - 10], bob], '#5a5550', 1, { detail: true }),
  ellipse(bob[0], bob[1], 4, 4, '#d9483b', { detail: true }),
];

export const backpack = (x: number, y: number, colour: string): Shape[] => [
  blob(
    [
      [x - 12, y - 30],
      [x + 12, y - 30],
      [x + 14, y],
      [x - 14, y],
    ],
    colour,
  ),
  rect(x - 9, y - 14, 18, 9, darker(colour, 0.2)),
];

export const cat = (x: number, ground: number, colour: string): Shape[] => [
  ellipse(x, ground - 12, 20, 12, colour),
  ellipse(x + 18, ground - 26, 10, 9, colour),
  polygon(
    [
      [x + 11, ground - 32],
      [x + 13, ground - 42],
      [x + 18, ground - 34],
    ],
    colour,
  ),
  polygon(
    [
      [x + 19, ground - 34],
      [x + 25, ground - 42],
      [x + 26, ground - 31],
    ],
    colour,
  ),
  line(
    [
      [x - 18, ground - 14],
      [x - 32, ground - 26],
      [x - 26, ground - 36],
    ],
    colour,
    4,
  ),
  ellipse(x + 21, ground - 27, 1.4, 1.6, '#2b211d', { detail: true }),
];

export const heart = (x: number, y: number, size: number, colour: string): Shape =>
  blob(
    [
      [x, y + size],
      [x - size, y],
      [x - size * 0.8, y - size * 0.7],
      [x - size * 0.2, y - size * 0.7],
      [x, y - size * 0.2],
      [x + size * 0.2, y - size * 0.7],
      [x + size * 0.8, y - size * 0.7],
      [x + size, y],
    ],
    colour,
  );

export const blanket = (points: Point[], colour: string): Shape => blob(points, colour);
