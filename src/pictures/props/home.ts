// Furniture for rooms: a bed and its quilt, a sofa, a rocking chair, an armchair, a lamp, a framed
// picture, a mirror, a rug, a pillow, a crib.
import { darker, mix } from '../colour.ts';
import { arc, at, blob, ellipse, line, mirroredAbout, polygon, rect, type Shape } from '../shapes.ts';

/** A bed with its headboard and pillow on the right; the quilt is drawn apart, over whoever is in it. */
export const bed = (x: number, floor: number, width: number): Shape[] => [
  rect(x + width - 8, floor - 130, 16, 130, '#8a5a3a'),
  // A pale blue sheet, not white: a crayon leaves white paper bare, and a bare mattress read as nothing to stand on.
  rect(x, floor - 62, width, 40, '#bcd6f0'),
  rect(x, floor - 30, width, 30, '#8a5a3a'),
  ellipse(x + width - 36, floor - 72, 30, 14, '#ffffff'),
  rect(x - 8, floor - 92, 14, 92, '#8a5a3a'),
];

/**
 * A quilt tucked over someone sitting up in bed: a soft hump over the knees, flat along the mattress,
 * hanging over the bed's side to a straight hem, with the sheet turned down over its top edge.
 */
export const quilt = (x: number, floor: number, width: number, colour: string): Shape[] => [
  polygon(
    [
      [x - 6, floor - 60],
      [x + 10, floor - 72],
      [x + 32, floor - 80],
      [x + 56, floor - 78],
      [x + 80, floor - 72],
      [x + width - 56, floor - 70],
      [x + width - 46, floor - 64],
      [x + width - 44, floor - 16],
      [x - 8, floor - 16],
    ],
    colour,
  ),
  polygon(
    [
      [x + 60, floor - 76],
      [x + width - 56, floor - 72],
      [x + width - 54, floor - 64],
      [x + 62, floor - 67],
    ],
    '#fbf3e4',
  ),
  line(
    [
      [x - 4, floor - 40],
      [x + width - 46, floor - 40],
    ],
    darker(colour, 0.2),
    2,
    { opacity: 0.6 },
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

/**
 * A rocking chair whose back is a broad panel behind the sitter (a single post read as running through her
 * shoulder), for a sitter facing right, or turned about `x` for one facing left.
 */
export const rockingChair = (x: number, floor: number, colour: string, facing: 1 | -1 = 1): Shape[] =>
  facing > 0 ? facingChair(x, floor, colour) : mirroredAbout(facingChair(x, floor, colour), x);

const facingChair = (x: number, floor: number, colour: string): Shape[] => [
  polygon(
    at(x, floor, [
      [-44, -146],
      [-8, -146],
      [-4, -60],
      [-32, -60],
    ]),
    colour,
  ),
  rect(x - 48, floor - 152, 44, 9, darker(colour, 0.15)),
  rect(x - 24, floor - 66, 60, 10, colour),
  rect(x - 20, floor - 56, 6, 44, colour),
  rect(x + 26, floor - 56, 6, 44, colour),
  arc(x + 4, floor - 60, 54, 50, 0.5, Math.PI - 0.5, colour, 5),
];

export const lamp = (x: number, floor: number, glow: boolean): Shape[] => [
  // Lamplight fades out from the shade in rings, as a picture book paints light without a gradient.
  ...(glow
    ? [1, 0.7, 0.45].map((ring) =>
        ellipse(x, floor - 152, Math.min(70, x, 480 - x) * ring, 60 * ring, '#ffd77a', { opacity: 0.16, role: 'glow' }),
      )
    : []),
  rect(x - 3, floor - 140, 6, 140, '#6a5040'),
  ellipse(x, floor, 18, 5, '#6a5040'),
  polygon(
    at(x, floor, [
      [-22, -136],
      [22, -136],
      [14, -170],
      [-14, -170],
    ]),
    '#f2c26b',
  ),
];

/**
 * A framed photograph on the wall: a couple's portrait, two heads and shoulders side by side against the
 * photo's ground, a picture a grandparent's house has. Empty, frames read as blanks; a hill and a sun in
 * them read as the generic "image placeholder" icon, and one grey head and shoulders in the middle as the
 * default "user avatar".
 */
export function frame(x: number, y: number, width: number, height: number, inside: string): Shape[] {
  const r = Math.min(width * 0.5, height) * 0.19;
  const sitter = (cx: number, headY: number, hair: string, clothes: string): Shape[] => [
    polygon(
      [
        [cx - r * 1.9, y + height],
        [cx - r * 1.6, headY + r * 1.7],
        [cx, headY + r * 1.25],
        [cx + r * 1.6, headY + r * 1.7],
        [cx + r * 1.9, y + height],
      ],
      clothes,
      { smooth: true, detail: true },
    ),
    ellipse(cx, headY - r * 0.3, r * 1.1, r * 1.05, hair, { detail: true }),
    ellipse(cx, headY + r * 0.1, r * 0.85, r, mix(inside, '#e2b48e', 0.8), { detail: true }),
  ];
  return [
    rect(x - 5, y - 5, width + 10, height + 10, '#9a6a40'),
    rect(x, y, width, height, inside),
    ...sitter(x + width * 0.36, y + height * 0.5, mix(inside, '#c9c2b8', 0.8), mix(inside, '#d0406a', 0.9)),
    ...sitter(x + width * 0.64, y + height * 0.42, mix(inside, '#5b4a3e', 0.8), mix(inside, '#2f62b0', 0.9)),
  ];
}

/** A hall mirror centred on [x, y]: a wooden frame round the glass, a gleam across its corner. */
export const mirror = (x: number, y: number, width: number, height: number): Shape[] => [
  rect(x - width / 2 - 8, y - height / 2 - 8, width + 16, height + 16, '#c99a4a'),
  rect(x - width / 2, y - height / 2, width, height, '#d8eef2'),
];

/** The glass of a mirror from `mirror`, as a rectangle [x, y, width, height]. */
export const glassOf = (x: number, y: number, width: number, height: number) => [x - width / 2, y - height / 2, width, height] as const;

/** The gleam drawn over whatever the glass shows. */
export const gleam = (x: number, y: number, width: number, height: number): Shape =>
  line(
    [
      [x - width * 0.4, y - height * 0.22],
      [x - width * 0.18, y - height * 0.44],
    ],
    '#ffffff',
    4,
    { smooth: false, opacity: 0.8 },
  );

export const rug = (x: number, y: number, width: number, colour: string): Shape[] => [
  ellipse(x, y, width / 2, 14, colour),
  ellipse(x, y, width / 2 - 12, 8, darker(colour, 0.15)),
];

export const pillow = (x: number, y: number, width: number, colour: string, extra: Partial<Shape> = {}): Shape[] => [
  blob(
    [
      [x - width / 2, y - width * 0.3],
      [x + width / 2, y - width * 0.34],
      [x + width / 2 + 4, y + width * 0.3],
      [x - width / 2 - 3, y + width * 0.32],
    ],
    colour,
    extra,
  ),
];

export const armchair = (x: number, floor: number, colour: string): Shape[] => [
  blob(
    at(x, floor, [
      [-50, -150],
      [50, -150],
      [54, -40],
      [-54, -40],
    ]),
    colour,
  ),
  rect(x - 60, floor - 70, 120, 46, darker(colour, 0.12)),
  ellipse(x - 58, floor - 76, 14, 20, colour),
  ellipse(x + 58, floor - 76, 14, 20, colour),
  rect(x - 52, floor - 24, 8, 24, '#5a3a28'),
  rect(x + 44, floor - 24, 8, 24, '#5a3a28'),
];

/** How far above the floor a crib's top rail runs. */
export const CRIB_RAIL = 100;

export const crib = (x: number, floor: number): Shape[] => [
  rect(x - 50, floor - CRIB_RAIL, 100, 8, '#f4ece0'),
  rect(x - 50, floor - 40, 100, 10, '#f4ece0'),
  ...[-46, -28, -10, 8, 26, 42].map((dx) => rect(x + dx, floor - 96, 5, 60, '#f4ece0')),
  rect(x - 54, floor - 110, 8, 110, '#e9dcc6'),
  rect(x + 46, floor - 110, 8, 110, '#e9dcc6'),
];

/** An open wardrobe with four dresses on the rail. */
export const wardrobe = (x: number, y: number): Shape[] => [
  rect(x, y, 160, 250, '#8a5a3a'),
  rect(x + 10, y + 10, 140, 230, '#5a3a28'),
  ...['#e0457b', '#4fa3d9', '#f2c94c', '#7aa89a'].map((colour, index) =>
    polygon(
      at(x + index * 32, y, [
        [24, 30],
        [44, 30],
        [52, 150],
        [16, 150],
      ]),
      colour,
    ),
  ),
  line(
    [
      [x + 10, y + 28],
      [x + 150, y + 28],
    ],
    '#c9b9a0',
    3,
    { smooth: false },
  ),
];
