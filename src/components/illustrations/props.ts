// Scenery and props, drawn once like the cast: each takes the point it stands on (or hangs from).
import { circle, ellipse, line, path, rect, type Shape } from './shapes.ts';

/** Sky, sun, a cloud, two hills and the ground line at `ground`. */
export function outdoors(width: number, height: number, ground: number): Shape[] {
  return [
    rect(0, 0, width, height, 'sky'),
    circle(width - 62, 58, 26, 'sun'),
    ellipse(96, 52, 30, 12, 'white'),
    ellipse(118, 44, 22, 12, 'white'),
    path(
      `M0,${ground - 40} Q${width * 0.25},${ground - 95} ${width * 0.55},${ground - 30} L${width * 0.55},${ground} L0,${ground} Z`,
      'hill',
    ),
    path(`M${width * 0.35},${ground - 10} Q${width * 0.75},${ground - 90} ${width},${ground - 45} L${width},${ground} Z`, 'hill'),
    rect(0, ground - 12, width, height - ground + 12, 'ground'),
  ];
}

/** A wall, the floor from `floor` down and, unless something hangs there, a window. */
export function indoors(width: number, height: number, floor: number, window = true): Shape[] {
  const x = width * 0.62;
  return [
    rect(0, 0, width, floor, 'wall'),
    ...(window
      ? [rect(x, 34, 84, 70, 'sky', 4), line(`M${x + 42},34 L${x + 42},104`, 'white', 4), line(`M${x},69 L${x + 84},69`, 'white', 4)]
      : []),
    rect(0, floor, width, height - floor, 'floor'),
  ];
}

export const tree = (x: number, ground: number): Shape[] => [
  rect(x - 8, ground - 80, 16, 80, 'trunk', 3),
  circle(x - 24, ground - 98, 30, 'leaf'),
  circle(x + 22, ground - 104, 32, 'leaf'),
  circle(x, ground - 130, 34, 'leaf'),
];

export const flower = (x: number, ground: number, height = 22): Shape[] => [
  line(`M${x},${ground} L${x},${ground - height}`, 'leaf', 2.5),
  ...[0, 72, 144, 216, 288].map((angle) => {
    const radians = (angle * Math.PI) / 180;
    return circle(x + Math.cos(radians) * 5, ground - height + Math.sin(radians) * 5, 4.5, 'flower');
  }),
  circle(x, ground - height, 3.5, 'flowerCenter'),
];

/** An open storybook held at a hand. */
export const openBook = (x: number, y: number): Shape[] => [
  path(`M${x - 20},${y - 16} L${x},${y - 11} L${x + 20},${y - 16} L${x + 20},${y + 2} L${x},${y + 7} L${x - 20},${y + 2} Z`, 'cover'),
  path(`M${x - 18},${y - 15} L${x},${y - 10} L${x + 18},${y - 15} L${x + 18},${y} L${x},${y + 5} L${x - 18},${y} Z`, 'page'),
  line(`M${x},${y - 10} L${x},${y + 5}`, 'ink', 1),
];

export const heart = (x: number, y: number, size = 1): Shape[] => [
  path(
    `M${x},${y + 12 * size} C${x - 22 * size},${y - 2 * size} ${x - 12 * size},${y - 18 * size} ${x},${y - 7 * size} ` +
      `C${x + 12 * size},${y - 18 * size} ${x + 22 * size},${y - 2 * size} ${x},${y + 12 * size} Z`,
    'flower',
  ),
];

export const kite = (x: number, y: number, from: readonly [number, number]): Shape[] => [
  line(`M${from[0]},${from[1]} Q${(from[0] + x) / 2 + 30},${(from[1] + y) / 2 + 30} ${x},${y + 26}`, 'ink', 1),
  path(`M${x},${y - 26} L${x + 18},${y} L${x},${y + 26} L${x - 18},${y} Z`, 'accent'),
  line(`M${x},${y - 26} L${x},${y + 26} M${x - 18},${y} L${x + 18},${y}`, 'white', 1.5),
  line(`M${x},${y + 26} q-8,12 0,20 q8,10 -2,22`, 'flower', 2),
];

export const partyHat = (x: number, top: number): Shape[] => [
  path(`M${x - 11},${top + 22} L${x},${top} L${x + 11},${top + 22} Z`, 'accent'),
  line(`M${x - 6},${top + 12} L${x + 6},${top + 12}`, 'white', 2),
  circle(x, top, 4, 'sun'),
];

export const confetti = (points: readonly (readonly [number, number])[]): Shape[] =>
  points.map(([x, y], index) =>
    path(`M${x},${y - 7} L${x + 5},${y} L${x},${y + 7} L${x - 5},${y} Z`, (['flower', 'sun', 'shirt', 'vest'] as const)[index % 4]),
  );

/** A kitchen counter or party table, its top at y, down to the floor: whoever stands behind shows above it. */
export const counter = (x: number, y: number, width: number, floor: number): Shape[] => [
  rect(x, y, width, floor - y, 'trunk', 3),
  rect(x - 4, y - 6, width + 8, 10, 'page', 3),
];

export const cookieTray = (x: number, y: number): Shape[] => [
  rect(x - 30, y - 5, 60, 7, 'hairGrey', 2),
  ...[-18, 0, 18].flatMap((dx) => [
    circle(x + dx, y - 9, 7, 'sun'),
    circle(x + dx - 2, y - 10, 1.5, 'trunk'),
    circle(x + dx + 2, y - 7, 1.5, 'trunk'),
  ]),
];

export const cake = (x: number, y: number): Shape[] => [
  rect(x - 28, y - 30, 56, 30, 'white', 4),
  path(`M${x - 28},${y - 22} q7,8 14,0 q7,8 14,0 q7,8 14,0 q7,8 14,0 L${x + 28},${y - 30} L${x - 28},${y - 30} Z`, 'flower'),
  ...[-14, 0, 14].flatMap((dx) => [rect(x + dx - 2, y - 44, 4, 14, 'accent', 1), ellipse(x + dx, y - 48, 3, 4.5, 'sun')]),
];

export const balloon = (x: number, y: number, to: readonly [number, number], role: 'flower' | 'shirt' | 'sun' = 'flower'): Shape[] => [
  line(`M${x},${y + 20} Q${x - 8},${(y + to[1]) / 2} ${to[0]},${to[1]}`, 'ink', 1),
  ellipse(x, y, 16, 20, role),
];

export const gift = (x: number, ground: number, size: number): Shape[] => [
  rect(x - size / 2, ground - size, size, size, 'flower', 2),
  rect(x - 3, ground - size, 6, size, 'sun'),
  path(`M${x},${ground - size} q-12,-12 -14,-2 q2,6 14,2 q12,-12 14,-2 q-2,6 -14,2 Z`, 'sun'),
];

export const christmasTree = (x: number, ground: number): Shape[] => [
  rect(x - 7, ground - 22, 14, 22, 'trunk'),
  path(`M${x - 52},${ground - 20} L${x},${ground - 90} L${x + 52},${ground - 20} Z`, 'leaf'),
  path(`M${x - 40},${ground - 62} L${x},${ground - 130} L${x + 40},${ground - 62} Z`, 'leaf'),
  path(`M${x},${ground - 150} l6,13 14,1 -11,9 4,14 -13,-8 -13,8 4,-14 -11,-9 14,-1 Z`, 'sun'),
  ...(
    [
      [-22, -40],
      [20, -48],
      [-8, -80],
      [16, -92],
      [0, -112],
    ] as const
  ).map(([dx, dy], index) => circle(x + dx, ground + dy, 5, index % 2 ? 'flower' : 'shirt')),
];

export const lake = (x: number, y: number): Shape[] => [
  ellipse(x, y, 110, 18, 'shirt'),
  line(`M${x - 60},${y - 2} q10,-5 20,0 M${x + 20},${y + 4} q10,-5 20,0`, 'white', 2),
];

export const fishingLine = (from: readonly [number, number], tip: readonly [number, number], hook: readonly [number, number]): Shape[] => [
  line(`M${from[0]},${from[1]} L${tip[0]},${tip[1]}`, 'trunk', 3),
  line(`M${tip[0]},${tip[1]} Q${tip[0] + 6},${(tip[1] + hook[1]) / 2} ${hook[0]},${hook[1]}`, 'ink', 1),
  path(`M${hook[0] - 12},${hook[1] + 8} q12,-10 24,0 l8,-6 0,12 -8,-6 q-12,10 -24,0 Z`, 'accent'),
];

export const tulips = (x: number, y: number): Shape[] => [
  ...[-8, 0, 8].map((dx) => line(`M${x},${y + 16} L${x + dx},${y - 6}`, 'leaf', 2)),
  ...[-8, 0, 8].map((dx) => path(`M${x + dx - 5},${y - 6} l0,-10 3,4 2,-5 2,5 3,-4 0,10 Z`, dx === 0 ? 'cardigan' : 'flower')),
  path(`M${x - 7},${y + 4} L${x + 7},${y + 4} L${x + 4},${y + 16} L${x - 4},${y + 16} Z`, 'page'),
];

export const babyBundle = (x: number, y: number): Shape[] => [
  ellipse(x, y, 16, 11, 'page'),
  circle(x + 11, y - 6, 8, 'skin'),
  line(`M${x + 8},${y - 6} q1.5,1.5 3,0 M${x + 13},${y - 7} q1.5,1.5 3,0`, 'ink', 1),
  circle(x + 14, y - 2, 2, 'cheek'),
];

export const stars = (points: readonly (readonly [number, number])[]): Shape[] =>
  points.map(([x, y]) =>
    path(
      `M${x},${y - 6} L${x + 2},${y - 2} L${x + 6},${y} L${x + 2},${y + 2} L${x},${y + 6} L${x - 2},${y + 2} L${x - 6},${y} L${x - 2},${y - 2} Z`,
      'sun',
    ),
  );

/** A backpack standing on the ground at x. */
export const backpack = (x: number, ground: number): Shape[] => [
  rect(x - 18, ground - 46, 36, 46, 'accent', 9),
  rect(x - 12, ground - 22, 24, 16, 'flower', 4),
  line(`M${x - 10},${ground - 46} q10,-12 20,0`, 'ink', 3),
];

/** A tablet held up for a video call, its screen centred on x, y. */
export const tablet = (x: number, y: number, width: number, height: number): Shape[] => [
  rect(x - width / 2, y - height / 2, width, height, 'ink', 8),
  rect(x - width / 2 + 6, y - height / 2 + 6, width - 12, height - 12, 'sky', 4),
];

export const bunting = (width: number, y: number): Shape[] => [
  line(`M0,${y} Q${width / 2},${y + 26} ${width},${y}`, 'ink', 1.2),
  ...Array.from({ length: 9 }, (_, index) => {
    const x = 24 + index * ((width - 48) / 8);
    const sag = y + 26 * (1 - ((x - width / 2) / (width / 2)) ** 2) * 0.5;
    return path(`M${x - 10},${sag} L${x + 10},${sag} L${x},${sag + 18} Z`, (['flower', 'sun', 'shirt'] as const)[index % 3]);
  }),
];
