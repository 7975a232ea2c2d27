// Small things held and shared: a present, a Christmas tree, a photo album, a backpack, a cat, a
// heart (a fishing rod and its line: fishing.ts).
import { darker } from '../colour.ts';
import { at, blob, bumpy, ellipse, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

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
  // No star on top: the grandchild is lifted up to put it there.
  // The trunk runs up under the lowest tier: meeting it edge to edge, a wash's ragged edge parted them.
  const trunkTop = ground - height * 0.14 - 14;
  return [rect(x - 8, trunkTop, 16, ground - trunkTop, '#7a5234'), ...tiers, ...baubles];
};

/**
 * A photo album lying open, tipped toward us on a lap or a rug: its far edge narrower than its near one,
 * a spine down the middle, a photo on each page. Drawn face on, square, it read as "a board held up
 * in mid-air" in front of both laps.
 */
export const album = (x: number, y: number, width: number): Shape[] => {
  const [half, deep, narrow] = [width / 2, width * 0.36, width * 0.08];
  const page = (side: -1 | 1): Point[] => [
    [x, y + 2],
    [x + side * (half - narrow), y - 1],
    [x + side * half, y + deep],
    [x, y + deep + 3],
  ];
  const photo = (side: -1 | 1, colour: string) =>
    polygon(
      [
        [x + side * width * 0.12, y + deep * 0.25],
        [x + side * width * 0.36, y + deep * 0.22],
        [x + side * width * 0.38, y + deep * 0.75],
        [x + side * width * 0.12, y + deep * 0.78],
      ],
      colour,
    );
  return [
    polygon(
      [
        [x - half + narrow - 3, y - 4],
        [x + half - narrow + 3, y - 4],
        [x + half + 4, y + deep + 5],
        [x - half - 4, y + deep + 5],
      ],
      '#7a3f2e',
    ),
    polygon(page(-1), '#fbf3e4'),
    polygon(page(1), '#f6ecdc'),
    photo(-1, '#c9dcef'),
    photo(1, '#cfe3c4'),
    line(
      [
        [x, y + 2],
        [x, y + deep + 3],
      ],
      '#c9b89a',
      1.2,
      { detail: true },
    ),
  ];
};

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
    at(x, ground, [
      [11, -32],
      [13, -42],
      [18, -34],
    ]),
    colour,
  ),
  polygon(
    at(x, ground, [
      [19, -34],
      [25, -42],
      [26, -31],
    ]),
    colour,
  ),
  line(
    at(x, ground, [
      [-18, -14],
      [-32, -26],
      [-26, -36],
    ]),
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

/**
 * A checked blanket laid over four corners (far left, far right, near right, near left, so it can lie
 * in perspective or hang over a lap): pale bands across and down over the colour, paler again where
 * they cross, as woven gingham is.
 */
export function gingham(corners: [Point, Point, Point, Point], colour: string, bands = 4): Shape[] {
  const [farLeft, farRight, nearRight, nearLeft] = corners;
  const mixAt = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const point = (u: number, v: number) => mixAt(mixAt(farLeft, farRight, u), mixAt(nearLeft, nearRight, u), v);
  const patch = (u0: number, u1: number, v0: number, v1: number) =>
    polygon([point(u0, v0), point(u1, v0), point(u1, v1), point(u0, v1)], '#fbf3e4', { opacity: 0.45 });
  const width = 0.5 / bands;
  const down = Array.from({ length: bands }, (_, index) => patch((index + 0.25) / bands, (index + 0.25) / bands + width, 0, 1));
  const across = Array.from({ length: bands - 1 }, (_, index) =>
    patch(0, 1, (index + 0.5) / (bands - 1) - width, (index + 0.5) / (bands - 1)),
  );
  return [polygon(corners, colour), ...down, ...across];
}

/** Where people's hands and heads are, for small things that must float clear of them. */
type Clear = { hands: readonly Point[]; head: Point; headRadius: number };

/** A point moved up until it is clear of every hand and head: a note on a raised fist read as held in it. */
function clearOf(point: Point, people: readonly Clear[]): Point {
  const near = ([x, y]: Point) =>
    people.some(
      ({ hands, head, headRadius }) =>
        hands.some(([hx, hy]) => Math.hypot(x - hx, y - hy) < 22) || Math.hypot(x - head[0], y - head[1]) < headRadius * 1.4 + 10,
    );
  let [x, y] = point;
  for (let step = 0; step < 8 && near([x, y]); step += 1) y -= 12;
  return [x, y];
}

/** Music notes floating up from a song, one at each point, moved clear of the people singing and dancing. */
export const musicNotes = (points: Point[], colour = '#fff3b8', people: readonly Clear[] = []): Shape[] =>
  points
    .map((point) => clearOf(point, people))
    .flatMap(([x, y]) => [
      ellipse(x, y, 4, 3, colour),
      line(
        [
          [x + 3, y],
          [x + 3, y - 18],
        ],
        colour,
        1.5,
        { smooth: false },
      ),
    ]);
