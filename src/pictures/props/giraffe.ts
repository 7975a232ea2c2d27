// A zoo's giraffe, two ways: reaching up over a fence with its nose at the top, or bowing its long neck down
// to a child's hand from its own ground. The bowing one came of the reaching one brought down to a child's
// hand: its body sank below the frame and left "a pole neck with its body stuck in the corner", "a yellow
// slug" (reviews 104, 105).
import { at, blob, ellipse, heldAs, line, type Point, polygon, type Shape } from '../shapes.ts';

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

/**
 * The body on four legs that taper to dark hooves, with a tufted tail: legs as even sticks and a neck as a
 * pole read as "a broken stick giraffe" (reviews 136, 140, 145).
 */
const body = (side: Side): Shape[] => [
  line(
    side([
      [-40, -104],
      [-48, -90],
      [-50, -74],
    ]),
    COAT,
    3,
  ),
  ellipse(...side([[-50, -70]])[0], 3.5, 6, PATCH),
  ...[-34, -20, 18, 30].flatMap((dx): Shape[] => [
    polygon(
      side([
        [dx - 6, -90],
        [dx + 6, -90],
        [dx + 3.5, -8],
        [dx - 3.5, -8],
      ]),
      COAT,
    ),
    polygon(
      side([
        [dx - 4, -8],
        [dx + 4, -8],
        [dx + 4.5, 0],
        [dx - 4.5, 0],
      ]),
      '#5b3a24',
    ),
  ]),
  blob(
    side([
      [-44, -104],
      [-26, -114],
      [20, -116],
      [38, -104],
      [34, -82],
      [-40, -82],
      [-48, -94],
    ]),
    COAT,
  ),
];

/** Bristles along the back of the neck, from the withers up to the head: a line down its middle read as a pole. */
const MANE: Point[] = [
  ...Array.from({ length: 9 }, (_, index): Point => {
    const along = index / 8;
    const out = index % 2 === 0 ? 2 : 6;
    return [10 + 30 * along - out * 0.96, -104 - 100 * along - out * 0.29];
  }),
  [41, -200],
  [12, -102],
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
        [42, -208],
        [28, -218],
        [40, -202],
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
    ...body(side),
    // The neck widens into the chest and carries a short mane down its back.
    polygon(
      side([
        [10, -104],
        [38, -110],
        [53, -198],
        [40, -204],
      ]),
      COAT,
    ),
    polygon(side(MANE), PATCH, { detail: true }),
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
    ...body(side),
    blob(side([[12, -118], crest, [backX, backY - 7], [backX + 2, backY + 9], under, [40, -92]]), COAT),
    line(side([[14, -120], crest, [backX - 4, backY - 8]]), PATCH, 3, { detail: true }),
    // Its neck's patches on the neck's own middle line: set off the crest, on a neck bowed steeply down they
    // floated in the sky above it (review 125).
    ...patches(side, [...BODY_PATCHES, [midX, midY, 5], [(midX + backX) / 2, (midY + backY) / 2 + 2, 4.5]]),
    ...head(side, [mx, my]),
  ];
}
