// A zoo's giraffe, two ways: reaching up over a fence with its nose at the top, or bowing its long neck down
// to a child's hand from its own ground. The bowing one came of the reaching one brought down to a child's
// hand: its body sank below the frame and left "a pole neck with its body stuck in the corner", "a yellow
// slug" (reviews 104, 105).
import { at, blob, ellipse, heldAs, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

const COAT = '#e9b44c';
const PATCH = '#a8672c';

/** Offsets from a giraffe's feet, turned the way it faces. */
type Side = (offsets: Point[]) => Point[];

const sideOf =
  (x: number, ground: number, facing: 1 | -1): Side =>
  (offsets) =>
    at(
      x,
      ground,
      offsets.map(([dx, dy]): Point => [facing * dx, dy]),
    );

/** Patches as offsets and sizes: with four small dots it read as "a featureless yellow tube". */
const patches = (side: Side, spots: readonly (readonly [number, number, number])[]): Shape[] =>
  spots.map(([dx, dy, r]) => {
    const [[cx, cy]] = side([[dx, dy]]);
    return ellipse(cx, cy, r, r * 0.8, PATCH, { smooth: false }, 6);
  });

/** The body on its four legs. */
const body = (side: Side, x: number, ground: number, facing: 1 | -1): Shape[] => [
  blob(
    side([
      [-40, -110],
      [30, -112],
      [36, -80],
      [-42, -80],
    ]),
    COAT,
  ),
  ...[-34, -20, 18, 30].map((dx) => rect(x + facing * dx - (facing < 0 ? 7 : 0), ground - 84, 7, 84, COAT)),
];

const BODY_PATCHES = [
  [-30, -100, 7],
  [-12, -96, 8],
  [8, -102, 7],
  [24, -92, 6],
  [-22, -86, 5],
] as const;

/** The head, as held: its nose at (74, -200) from the feet, moved by `[mx, my]`; two horns with knobs, an ear. */
const head = (side: Side, [mx, my]: Point): Shape[] => {
  const moved = (offsets: Point[]) => side(offsets.map(([dx, dy]): Point => [dx + mx, dy + my]));
  return heldAs('giraffe', [
    blob(
      moved([
        [36, -206],
        [60, -214],
        [74, -200],
        [48, -192],
      ]),
      COAT,
    ),
    ellipse(...moved([[58, -206]])[0], 1.8, 1.8, '#2b211d', { detail: true }),
    ...[44, 52].flatMap((dx): Shape[] => [
      line(
        moved([
          [dx, -210],
          [dx - 4, -224],
        ]),
        PATCH,
        2.5,
      ),
      ellipse(...moved([[dx - 4, -225]])[0], 2.6, 2.6, '#7a4a22'),
    ]),
    blob(
      moved([
        [36, -210],
        [24, -218],
        [30, -206],
      ]),
      COAT,
    ),
  ]);
};

/**
 * A giraffe facing `facing`, its nose at `nose`: reaching over the fence to the grandchild's hand, so the
 * head is what the story has the child touch (held), and the camera keeps it in view.
 */
export function giraffe([noseX, noseY]: Point, facing: 1 | -1): Shape[] {
  const [x, ground] = [noseX - facing * 74, noseY + 200];
  const side = sideOf(x, ground, facing);
  return [
    ...body(side, x, ground, facing),
    polygon(
      side([
        [18, -108],
        [34, -112],
        [52, -200],
        [40, -204],
      ]),
      COAT,
    ),
    line(
      side([
        [20, -112],
        [38, -196],
      ]),
      PATCH,
      3,
      { detail: true },
    ),
    ...patches(side, [...BODY_PATCHES, [28, -126, 5], [34, -146, 5], [40, -166, 4.5], [45, -186, 4]]),
    ...head(side, [0, 0]),
  ];
}

/** A giraffe behind the fence bowing its neck down to `nose`, facing `facing`, standing on `ground`. */
export function bowingGiraffe([noseX, noseY]: Point, ground: number, facing: 1 | -1): Shape[] {
  const x = noseX - facing * 112;
  const side = sideOf(x, ground, facing);
  // The head's own nose (74, -200) moved to the hand; the neck arches from the shoulders to behind it.
  const [mx, my] = [112 - 74, noseY - ground + 200];
  const [backX, backY] = [40 + mx, -200 + my];
  // Its middle as thick as its ends, across the neck whichever way it slopes: offset straight up, a neck bowed
  // steeply down thinned to a string ("a thin neck", review 106).
  const [fromX, fromY] = [26, -105];
  const run = Math.hypot(backX - fromX, backY - fromY);
  const [nx, ny] = [(backY - fromY) / run, -(backX - fromX) / run].map((value) => (backX > fromX ? value : -value));
  const [midX, midY] = [(fromX + backX) / 2, (fromY + backY) / 2];
  const crest: Point = [midX + nx * 14, midY + ny * 14];
  const under: Point = [midX - nx * 12, midY - ny * 12];
  return [
    ...body(side, x, ground, facing),
    blob(side([[12, -118], crest, [backX, backY - 7], [backX + 2, backY + 9], under, [40, -92]]), COAT),
    line(side([[14, -120], crest, [backX - 4, backY - 8]]), PATCH, 3, { detail: true }),
    // Its neck's patches on the neck's own middle line: set off the crest, on a neck bowed steeply down they
    // floated in the sky above it (review 125).
    ...patches(side, [...BODY_PATCHES, [midX, midY, 5], [(midX + backX) / 2, (midY + backY) / 2 + 2, 4.5]]),
    ...head(side, [mx, my]),
  ];
}
